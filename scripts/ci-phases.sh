#!/usr/bin/env bash
# Every check of the suite, cheapest and most likely to fail first, stopping at the first phase
# that fails; each phase prints how long it took, and the last lines sum up the phases' times and
# the tests run ("tests: N passed, N failed", the closing line CI reads to know tests ran).
# `npm test` runs this; `.ci/run` runs it after installing what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."

summary=()
passed=0 failed=0 skipped=0
phase_log=$(mktemp)
trap 'rm -f "$phase_log"' EXIT
phase() {
  local name=$1 started=$SECONDS
  shift
  printf '\n== %s: %s\n' "$name" "$*"
  "$@" 2>&1 | tee "$phase_log"
  count_tests "$phase_log"
  summary+=("$name $(( SECONDS - started ))s")
  printf '== %s passed in %ss\n' "$name" "$(( SECONDS - started ))"
}

# Adds up the tests a runner reports in its closing lines: Vitest's "Tests  2 failed | 40 passed
# (42)" and Playwright's "  125 passed (4.1m)", "  1 skipped", "  2 flaky" (flaky tests passed
# on a retry). Other phases print neither, and add nothing.
count_tests() {
  local text
  text=$(sed 's/\x1b\[[0-9;]*m//g' "$1")
  local closing
  closing=$(grep -E '^ *Tests +[0-9]|^ +[0-9]+ (passed|failed|flaky|skipped)( \(|$)' <<<"$text" || true)
  passed=$(( passed + $(sum_of passed "$closing") + $(sum_of flaky "$closing") ))
  failed=$(( failed + $(sum_of failed "$closing") ))
  skipped=$(( skipped + $(sum_of skipped "$closing") ))
}
sum_of() {
  { grep -oE "[0-9]+ $1" <<<"$2" || true; } | awk '{ n += $1 } END { print n + 0 }'
}

# Vitest defines the PostgreSQL project only where PostgreSQL can run (vitest.config.ts).
postgres_available() {
  [ -n "${TEST_DATABASE_URL:-}" ] || command -v initdb >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1
}

# Lint and the type check side by side: each keeps about one core busy.
lint_and_types() {
  local types_log
  types_log=$(mktemp)
  npx tsc --noEmit >"$types_log" 2>&1 &
  local types=$! lint_status=0 types_status=0
  npx eslint . || lint_status=$?
  wait "$types" || types_status=$?
  cat "$types_log"
  rm -f "$types_log"
  [ "$lint_status" -eq 0 ] || echo "lint failed ($lint_status)"
  [ "$types_status" -eq 0 ] || echo "type check failed ($types_status)"
  [ "$lint_status" -eq 0 ] && [ "$types_status" -eq 0 ]
}

phase lint-and-types lint_and_types
phase unit npx vitest run --project unit
phase web npx vitest run --project web --project web-isolated
phase api-sqlite npx vitest run --project api-sqlite
if postgres_available; then
  phase api-postgres npx vitest run --project api-postgres
else
  echo 'PostgreSQL API tests skipped: no TEST_DATABASE_URL and no initdb on this machine.'
fi
phase build npm run build
phase browser npx playwright test

printf '\nphases: %s\n' "${summary[*]}"
if [ "$skipped" -gt 0 ]; then
  printf 'tests: %s passed, %s failed, %s skipped\n' "$passed" "$failed" "$skipped"
else
  printf 'tests: %s passed, %s failed\n' "$passed" "$failed"
fi
