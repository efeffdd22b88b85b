#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL cluster for the API tests.
#   scripts/throwaway-postgres.sh start   -> prints the admin URL (postgres://postgres@127.0.0.1:PORT/postgres) and DIR
#   scripts/throwaway-postgres.sh start --fsync   -> the same with fsync on, as a real server runs (the
#       database-restart bench): by default the cluster runs with fsync=off, quicker for tests
#       and safe as long as the machine itself does not crash
#   scripts/throwaway-postgres.sh stop DIR
# The cluster lives in a temp folder; initdb refuses to run as root, so as root it runs as `postgres`.
set -euo pipefail

bin_dir() {
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$found" ] && [ -x "$found/initdb" ] || { echo "PostgreSQL (initdb) is not installed" >&2; exit 3; }
  echo "$found"
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

case "${1:-}" in
  start)
    fsync=off
    case "${2:-}" in
      "") ;;
      --fsync) fsync=on ;;
      *) echo "usage: $0 start [--fsync]" >&2; exit 2 ;;
    esac
    bin=$(bin_dir)
    dir=$(mktemp -d /tmp/nahuatl-pg.XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    port=$(free_port)
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=$fsync -c max_connections=200" start >/dev/null \
      || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres $dir"
    ;;
  stop)
    dir=${2:?usage: stop DIR}
    bin=$(bin_dir)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start [--fsync] | stop DIR" >&2
    exit 2
    ;;
esac
