#!/usr/bin/env bash
# `make up`: build the storefront when its sources changed (alongside migrating and loading the demo
# data), then serve the backend and the storefront in the foreground until Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
backend_port="${BACKEND_PORT:-8000}"
frontend_port="${FRONTEND_PORT:-3000}"
# Both servers (and the set-up commands) name the backend alike: the storefront only serves the
# backend's uploads through its own /media/ route when their addresses match, and the CMS refreshes
# the storefront on its real port.
export BACKEND_PORT="$backend_port" FRONTEND_PORT="$frontend_port" BACKEND_URL="http://127.0.0.1:$backend_port"
# This machine only, unless LISTEN_ADDRESS says otherwise (0.0.0.0: every interface). The storefront
# reads it itself (server.mjs).
listen_address="${LISTEN_ADDRESS:-127.0.0.1}"
[[ "$listen_address" == *:* ]] && backend_address="[$listen_address]" || backend_address="$listen_address"
python=.venv/bin/python

pids=()
stop() {
  trap - INT TERM EXIT
  # The whole process group: the build, runserver's reloader and next's server are grandchildren.
  kill 0 2>/dev/null || true
}
trap stop INT TERM EXIT

# Rebuild the storefront only when something it is built from has changed (server/ too: routes
# import its modules, e.g. shared-secret.mjs).
source_hash=$(cd frontend && find app components lib server proxy.ts next.config.ts package-lock.json tsconfig.json \
  -type f -not -path 'lib/graphql/generated/*' -print0 | sort -z | xargs -0 sha1sum | sha1sum | cut -c1-40)
build_pid=""
if [[ "$(cat frontend/.next/source-hash 2>/dev/null)" != "$source_hash" ]]; then
  echo "Building the storefront (alongside the database set-up)..."
  mkdir -p var
  # Niced: migrating is the longer, single-core path; the build takes the other core.
  (cd frontend && nice -n 10 npm run --silent build >../var/frontend-build.log 2>&1 && echo "$source_hash" > .next/source-hash) &
  build_pid=$!
fi

$python manage.py prepare_shop | grep -v '^  '

if [[ -n "$build_pid" ]] && ! wait "$build_pid"; then
  tail -40 var/frontend-build.log >&2
  echo "The storefront did not build; the full log is var/frontend-build.log." >&2
  exit 1
fi

$python manage.py runserver "$backend_address:$backend_port" &
pids+=($!)
# The address the summary below gives; a deployment sets its public origin.
(cd frontend && BACKEND_URL="http://127.0.0.1:$backend_port" PORT="$frontend_port" \
  SITE_URL="${SITE_URL:-http://localhost:$frontend_port}" exec node server.mjs) &
pids+=($!)

for url in "http://127.0.0.1:$backend_port/healthz" "http://127.0.0.1:$frontend_port/api/health"; do
  until curl -fs -o /dev/null "$url"; do
    kill -0 "${pids[@]}" 2>/dev/null || { echo "A server stopped during start-up; see above." >&2; exit 1; }
    sleep 0.3
  done
done

$python - <<'PY'
import os
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
import django
django.setup()
from fixtures.people import demo_logins
logins = demo_logins()
print(f"""
Rootwell is running. Ctrl-C stops it.
  Shop       http://localhost:{os.environ.get("FRONTEND_PORT", "3000")}/
  CMS        http://localhost:{os.environ.get("BACKEND_PORT", "8000")}/cms/
  Dashboard  http://localhost:{os.environ.get("BACKEND_PORT", "8000")}/dashboard/
  GraphQL    http://localhost:{os.environ.get("BACKEND_PORT", "8000")}/graphql/
  Staff      {logins["staff"][0]} / {logins["staff"][1]}
  Customer   {logins["customer"][0]} / {logins["customer"][1]}
""")
PY
wait -n "${pids[@]}"
