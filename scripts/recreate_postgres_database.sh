#!/usr/bin/env bash
# Drop and create the PostgreSQL database named in the URL given as $1 (tests start from nothing).
set -euo pipefail
url="$1"
name="${url##*/}"
name="${name%%\?*}"
server="${url%/*}/postgres"
[[ "$name" =~ ^[A-Za-z0-9_]+$ ]] || { echo "refusing odd database name: $name" >&2; exit 2; }
psql "$server" -v ON_ERROR_STOP=1 -q -c "DROP DATABASE IF EXISTS \"$name\" WITH (FORCE)" -c "CREATE DATABASE \"$name\""
