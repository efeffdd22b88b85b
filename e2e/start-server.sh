#!/usr/bin/env bash
# The server the browser journeys run against: a fresh SQLite database with the sample
# data, and the seed's staff account "admin" given the password the journeys use.
set -euo pipefail
dir=$(mktemp -d /tmp/nahuatl-e2e.XXXXXX)
export DATABASE_URL="sqlite:$dir/e2e.sqlite"
export MEDIA_DIR="$dir/media"
NAHUATL_PASSWORD="$E2E_STAFF_PASSWORD" node dist/cli/createuser.js --username admin --no-input
# The compiled server, as `npm start` runs it: package.json's serve command, without npm's
# wrapper process (`npm run test:e2e` builds it first).
serve=$(node -p "require('./package.json').scripts.serve")
exec $serve
