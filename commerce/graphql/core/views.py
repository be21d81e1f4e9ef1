from django.conf import settings
from django.views.decorators.csrf import csrf_exempt
from graphene.validation import depth_limit_validator
from graphene_django.views import GraphQLView

from .validation import NoSchemaIntrospection


def graphql_view():
    """The one /graphql/ endpoint, with production's limits on what a query may ask."""
    rules = [depth_limit_validator(max_depth=settings.GRAPHQL_MAX_DEPTH)]
    if not settings.GRAPHQL_INTROSPECTION:
        rules.append(NoSchemaIntrospection)
    # Cookie-authenticated writes are guarded by the storefront's same-origin JSON proxy instead.
    return csrf_exempt(GraphQLView.as_view(validation_rules=tuple(rules)))
