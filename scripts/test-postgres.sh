#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the server's tests (installing Debian's package if it is missing) and prints
# its admin URL, for PENKNIFE_TEST_POSTGRES_URL. Idempotent: a server already running here is reused.
#   export PENKNIFE_TEST_POSTGRES_URL=$(scripts/test-postgres.sh)      # start
#   scripts/test-postgres.sh stop                                      # stop
# PENKNIFE_TEST_POSTGRES_PORT and PENKNIFE_POSTGRES_DIR choose another port and folder (scripts/cluster.sh's own).
set -euo pipefail

PORT=${PENKNIFE_TEST_POSTGRES_PORT:-55432}
DIR=${PENKNIFE_POSTGRES_DIR:-${TMPDIR:-/tmp}/penknife-test-postgres}
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(bindir)" ]; then
  echo "installing PostgreSQL from Debian's packages…" >&2
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
fi
BIN=$(bindir)

# PostgreSQL refuses to run as root: as root, run it as the `postgres` user the package created.
if [ "$(id -u)" = 0 ]; then as_owner() { runuser -u postgres -- "$@"; }; else as_owner() { "$@"; }; fi

if [ "${1:-start}" = stop ]; then
  [ -f "$DIR/data/postmaster.pid" ] && as_owner "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >&2
  exit 0
fi

if [ ! -f "$DIR/data/PG_VERSION" ]; then
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$DIR"
  # Trust on loopback only: a test server with no data worth protecting, reachable from this machine alone.
  as_owner "$BIN/initdb" -D "$DIR/data" -A trust -U postgres -E UTF8 >&2
fi
if ! as_owner "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
  as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
    -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >&2
fi
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
