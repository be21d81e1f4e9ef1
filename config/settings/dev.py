"""The embedded default: SQLite, local memory cache, eager tasks, debug on, own secrets."""

from config.local_secrets import checkout_secret

from .base import *  # noqa: F403
from .base import INSTALLED_APPS, REVALIDATE_SECRET, SECRET_KEY, env_bool

# Never values anyone could read in the code: this checkout's own, unless the environment sets them.
SECRET_KEY = SECRET_KEY or checkout_secret("SECRET_KEY")
REVALIDATE_SECRET = REVALIDATE_SECRET or checkout_secret("REVALIDATE_SECRET")

DEBUG = env_bool("DEBUG", True)
GRAPHQL_INTROSPECTION = env_bool("GRAPHQL_INTROSPECTION", DEBUG)
# Also when the browser tests run this with DEBUG=0 (and runserver --insecure for static files).
SERVE_MEDIA = True

# runserver reloads on file events (inotify) instead of reading every module's time each second,
# which kept an idle `make up` backend at a fifth of a core.
INSTALLED_APPS = [*INSTALLED_APPS, "django_watchfiles"]
