from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from graphene.validation import depth_limit_validator
from graphene_django.views import GraphQLView
from graphql import specified_rules

from .validation import NoSchemaIntrospection


def graphql_view():
    """The one /graphql/ endpoint, with production's limits on what a query may ask."""
    # graphene-django hands these to graphql-core in place of the specification's rules, so
    # those come first: without them an unknown field or a mistyped literal would be executed.
    rules = [*specified_rules, depth_limit_validator(max_depth=settings.GRAPHQL_MAX_DEPTH)]
    if not settings.GRAPHQL_INTROSPECTION:
        rules.append(NoSchemaIntrospection)
    execute = GraphQLView.as_view(validation_rules=tuple(rules))

    # JSON POSTs only: a form or a link on another site cannot send them with a shopper's
    # cookies, which is what makes exempting the endpoint from CSRF tokens safe.
    @csrf_exempt
    def json_posts_only(request, *args, **kwargs):
        if request.method != "POST":
            return _error("Send GraphQL operations as POST requests.", "METHOD_NOT_ALLOWED", 405)
        if request.content_type != "application/json":
            return _error(
                "Send GraphQL operations as application/json.", "UNSUPPORTED_MEDIA_TYPE", 415
            )
        return execute(request, *args, **kwargs)

    return json_posts_only


def _error(message: str, code: str, status: int) -> JsonResponse:
    return JsonResponse(
        {"errors": [{"message": message, "extensions": {"code": code}}]}, status=status
    )
