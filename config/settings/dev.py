"""The embedded default: SQLite, local memory cache, eager tasks, debug on."""

from .base import *  # noqa: F403
from .base import env_bool

DEBUG = env_bool("DEBUG", True)
GRAPHQL_INTROSPECTION = env_bool("GRAPHQL_INTROSPECTION", DEBUG)
# Also when the browser tests run this with DEBUG=0 (and runserver --insecure for static files).
SERVE_MEDIA = True
