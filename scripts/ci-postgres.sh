# Sourced by .ci/run: starts a throw-away PostgreSQL cluster on a free local port and
# sets CI_DATABASE_URL. Uses Debian's postgresql binaries; runs the server as the postgres user.
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
pg_dir=$(mktemp -d /tmp/ci-pg.XXXXXX)
pg_port=${CI_PG_PORT:-55432}
chown postgres:postgres "$pg_dir"
runuser -u postgres -- "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U postgres >/dev/null
runuser -u postgres -- "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
trap 'runuser -u postgres -- "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1 || true' EXIT
runuser -u postgres -- "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres geocert_test
export CI_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/geocert_test"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') running for tests on port $pg_port"
