#!/usr/bin/env bash
# Start a throw-away PostgreSQL for the server's storage tests (Debian's postgresql 15).
# Idempotent: installs, initialises, starts and creates the database only when needed.
# Progress goes to stderr; the only stdout line is DATABASE_URL=postgres://… (no password:
# the cluster is local-only with trust auth on 127.0.0.1). Use it as
#   export "$(bash server/ci-postgres.sh)"
# Overridable: PG_TEST_PORT (5433), PG_TEST_DIR (/tmp/hotel-pgdata), PG_TEST_DB (hotel_test).
set -euo pipefail

PORT="${PG_TEST_PORT:-5433}"
DIR="${PG_TEST_DIR:-/tmp/hotel-pgdata}"
DB="${PG_TEST_DB:-hotel_test}"
SOCK="$DIR-sock"

log() { echo "ci-postgres: $*" >&2; }

if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  log "installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"

# initdb and the server refuse to run as root.
if [ "$(id -u)" = 0 ]; then AS=(runuser -u postgres --); else AS=(); fi

mkdir -p "$DIR" "$SOCK"
[ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR" "$SOCK"
chmod 700 "$DIR"

if [ ! -f "$DIR/PG_VERSION" ]; then
  log "initdb $DIR"
  "${AS[@]}" "$BIN/initdb" -D "$DIR" -A trust -U postgres -E UTF8 >/dev/null
fi

if ! "${AS[@]}" "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  log "starting on 127.0.0.1:$PORT"
  "${AS[@]}" "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" \
    -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$SOCK -c fsync=off" -w start >/dev/null
fi

if [ "$("${AS[@]}" "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$DB'")" != "1" ]; then
  log "creating database $DB"
  "${AS[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB"
fi

echo "DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/$DB"
