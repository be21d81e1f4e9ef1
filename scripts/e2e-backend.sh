#!/usr/bin/env bash
# The backend the browser tests run against: a fresh database with the demo data, on its own port.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${E2E_BACKEND_PORT:-8100}"
# --prepare-only makes the database and files and stops (make test does so while the storefront
# builds); E2E_DATABASE_PREPARED=1 then serves them as they are. E2E_SHARED_DATABASE=1 starts one more
# backend on the database and files the first one prepared (as production runs several). Either way
# nothing is recreated, emptied or loaded again.
fresh() { [[ -z "${E2E_SHARED_DATABASE:-}" && -z "${E2E_DATABASE_PREPARED:-}" ]]; }
# Its files (media, the SQLite database) apart from pytest's, which may run at the same time.
export VAR_DIR="$PWD/var/e2e"
fresh && rm -rf "$VAR_DIR"
if [[ -n "${DATABASE_URL:-}" ]]; then
  export DATABASE_URL="${DATABASE_URL%/*}/$(basename "${DATABASE_URL%%\?*}")_e2e"
  fresh && scripts/recreate_postgres_database.sh "$DATABASE_URL"
fi
export DJANGO_SETTINGS_MODULE=config.settings.dev DEBUG=0 BACKEND_PORT="$port"
# The demo experiment ID 24 would send every other visitor of "/" to the products page: the tests
# expect the home page there. ID 18 (the duos page) waits as a draft: experiments.spec.ts starts it.
export DEMO_HOME_EXPERIMENT_STATUS="${DEMO_HOME_EXPERIMENT_STATUS:-paused}"
export DEMO_DUOS_EXPERIMENT_STATUS="${DEMO_DUOS_EXPERIMENT_STATUS:-draft}"
# Every browser test signs in and up from 127.0.0.1: per-address limits would trip over the suite
# itself. Per-email limits stay as they are.
for scope in LOGIN CREATE_ACCOUNT PASSWORD_RESET NEW_PASSWORD NEWSLETTER CARD_TOKENISE ORDER_TRACKING PLACE_ORDER \
  APPLY_COUPON SUBMIT_QUIZ RECORD_SEARCH; do
  export "RATE_LIMIT_${scope}_PER_IP=${E2E_RATE_LIMIT_PER_IP:-1000/15m}"
done
# As in production, the API runs only the storefront's registered operations (trusted documents):
# the suite proves the storefront sends nothing else. Staff (the CMS) may still send any document.
export GRAPHQL_TRUSTED_DOCUMENTS_ONLY="${GRAPHQL_TRUSTED_DOCUMENTS_ONLY:-1}"
# Emails go to files, one per message, where the browser tests read links (password reset).
export EMAIL_BACKEND="${EMAIL_BACKEND:-django.core.mail.backends.filebased.EmailBackend}"
if [[ -z "${EMAIL_FILE_PATH:-}" ]]; then
  export EMAIL_FILE_PATH="$PWD/var/e2e-emails"
  fresh && rm -rf "$EMAIL_FILE_PATH"  # only our own default: a path given by the caller is theirs
fi
# Scalp photos (the guarantee journeys' demo photos, those the tests upload) start afresh too.
if [[ -z "${PRIVATE_MEDIA_ROOT:-}" ]]; then
  export PRIVATE_MEDIA_ROOT="$PWD/var/e2e-private-media"
  fresh && rm -rf "$PRIVATE_MEDIA_ROOT"
fi
# The address the storefront calls us at: media URLs name it, and the storefront serves those itself.
export BACKEND_URL="http://127.0.0.1:$port"
.venv/bin/python manage.py check_database
if fresh; then
  .venv/bin/python manage.py migrate --noinput -v0
  .venv/bin/python manage.py load_demo_data >/dev/null
fi
[[ "${1:-}" == "--prepare-only" ]] && exit 0
exec .venv/bin/python manage.py runserver "127.0.0.1:$port" --noreload --insecure
