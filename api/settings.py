"""The GraphQL API's settings: one schema, its middleware, and what one operation may ask for."""

import os
from pathlib import Path

from config.settings.env import BASE_DIR, env_bool, env_int

# One GraphQL schema: grapple builds it; api/ adds its roots through Wagtail hooks (api/roots.py).
GRAPHENE = {
    "SCHEMA": "grapple.schema.schema",
    # The last wraps the others: it sees their refusals too.
    "MIDDLEWARE": [
        "api.core.recaptcha.RecaptchaMiddleware",
        "api.core.search.SearchQueryMiddleware",
        "api.core.cms_arguments.CmsArgumentsMiddleware",
        "api.core.mutation_order.StopAfterFailedMutation",
    ],
}

GRAPHQL_INTROSPECTION = env_bool("GRAPHQL_INTROSPECTION", env_bool("DEBUG", False))
GRAPHQL_MAX_DEPTH = env_int("GRAPHQL_MAX_DEPTH", 12)
# What one operation may ask for (api/core/limits.py says how each is measured); the
# storefront's own operations stay under half of each (a test checks). A cost unit is about one
# field resolved in memory: the cost limit is about a second of work on the development machine.
GRAPHQL_MAX_COST = env_int("GRAPHQL_MAX_COST", 70000)
GRAPHQL_MAX_ALIASES = env_int("GRAPHQL_MAX_ALIASES", 30)
GRAPHQL_MAX_ROOT_FIELDS = env_int("GRAPHQL_MAX_ROOT_FIELDS", 20)
GRAPHQL_MAX_REQUEST_BYTES = env_int("GRAPHQL_MAX_REQUEST_BYTES", 32768)
GRAPHQL_MAX_TOKENS = env_int("GRAPHQL_MAX_TOKENS", 2000)
# Trusted documents (api/core/trusted_documents.py): the storefront's operations, as
# its codegen registers them; with TRUSTED_DOCUMENTS_ONLY (production's default) the API runs
# only those, unless staff send another.
GRAPHQL_TRUSTED_DOCUMENTS = Path(
    os.environ.get(
        "GRAPHQL_TRUSTED_DOCUMENTS", BASE_DIR / "frontend/lib/graphql/trusted-documents.json"
    )
)
GRAPHQL_TRUSTED_DOCUMENTS_ONLY = env_bool("GRAPHQL_TRUSTED_DOCUMENTS_ONLY", False)
