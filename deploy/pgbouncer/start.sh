#!/bin/sh
# The one account's password from the environment, never in the image.
set -eu
printf '"ccl" "%s"\n' "$POSTGRES_PASSWORD" > /var/lib/pgbouncer/userlist.txt
exec pgbouncer /etc/pgbouncer/pgbouncer.ini
