#!/usr/bin/env bash
# Starts Debian's PgBouncer in transaction pooling mode in front of a local PostgreSQL, as CI
# and a developer run the suite through it (decision 054). It writes its configuration into a
# folder of its own, starts in the background and returns once the pooler answers; it prints
# the process id (stop it with `kill <pid>`). Refuses a port something already answers on.
#
#   PGBOUNCER_PORT   where clients connect (6432)
#   POSTGRES_HOST    the server it pools (127.0.0.1)
#   POSTGRES_PORT    (5432)
#   PGBOUNCER_USER   the one database user, trusted as PostgreSQL trusts it locally (postgres)
#   PGBOUNCER_DIR    the folder for its ini, log and pid file (a new temporary folder)
#   PGBOUNCER_POOL_SIZE  server connections per database (4 per CPU core, at least 8)
#
# Every database on the server is reachable by name (the `*` line): the tests create one per
# file. Trust is for a loopback pooler in front of a loopback server only; production uses
# an auth_file or auth_query (README, "Through PgBouncer").
set -euo pipefail

port="${PGBOUNCER_PORT:-6432}"
server_host="${POSTGRES_HOST:-127.0.0.1}"
server_port="${POSTGRES_PORT:-5432}"
user="${PGBOUNCER_USER:-postgres}"
# More connections than the cores can serve only queue inside PostgreSQL: bookings of one
# tournament waking each other for one row lock ran slower through 20 than through 8 on two
# cores (decision 057). Clients beyond it wait in PgBouncer instead, each for a transaction.
cores="$(nproc 2>/dev/null || echo 2)"
pool_size="${PGBOUNCER_POOL_SIZE:-$((cores * 4 > 8 ? cores * 4 : 8))}"

if pg_isready -h 127.0.0.1 -p "$port" -U "$user" -q; then
  echo "something already answers on 127.0.0.1:$port (another PgBouncer?): stop it or set PGBOUNCER_PORT" >&2
  exit 1
fi

dir="${PGBOUNCER_DIR:-$(mktemp -d)}"
mkdir -p "$dir"

cat >"$dir/userlist.txt" <<EOF
"$user" ""
EOF

cat >"$dir/pgbouncer.ini" <<EOF
[databases]
* = host=$server_host port=$server_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
; TCP only: no socket file left in a shared folder.
unix_socket_dir =
auth_type = trust
auth_file = $dir/userlist.txt
admin_users = $user
stats_users = $user
; A server connection is a client's for one transaction only: session state (LISTEN, SET,
; session advisory locks) goes through DATABASE_DIRECT_URL instead.
pool_mode = transaction
; Every backend copy's pool (20 by default) and every test file's, side by side.
max_client_conn = 2000
; Server connections per database and user, shared by every copy of the backend on it.
default_pool_size = $pool_size
; Test databases come and go by the hundred in a run: forget their pools soon after.
autodb_idle_timeout = 60
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
EOF

# PgBouncer refuses to run as root: as root (CI) it drops to the postgres user, who must then
# own its folder.
run_as=()
if [ "$(id -u)" = 0 ]; then
  chown -R postgres "$dir"
  run_as=(-u postgres)
fi
pgbouncer -d "${run_as[@]}" "$dir/pgbouncer.ini"

for _ in $(seq 1 50); do
  pg_isready -h 127.0.0.1 -p "$port" -U "$user" -q && break
  sleep 0.1
done
if ! pg_isready -h 127.0.0.1 -p "$port" -U "$user" -q; then
  echo "PgBouncer did not answer on 127.0.0.1:$port; its log:" >&2
  cat "$dir/pgbouncer.log" >&2 || true
  exit 1
fi
cat "$dir/pgbouncer.pid"
