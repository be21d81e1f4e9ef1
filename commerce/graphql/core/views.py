import logging

from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from graphene.validation import depth_limit_validator
from graphene_django.views import GraphQLView
from graphql import GraphQLError, specified_rules

from .validation import NoSchemaIntrospection

logger = logging.getLogger(__name__)
INTERNAL_ERROR = "Something went wrong on our side. Please try again in a moment."


class ShopGraphQLView(GraphQLView):
    @staticmethod
    def format_error(error):
        """An expected refusal is a GraphQLError raised with its code and goes out as it is.
        Anything else a resolver raised is a fault: logged with its traceback for us, and to the
        client only that something went wrong (its text may name internals)."""
        original = getattr(error, "original_error", None)
        if original is None or isinstance(original, GraphQLError):
            return GraphQLView.format_error(error)
        if _is_refused_image_size(original):
            return {**error.formatted, "extensions": {"code": "BAD_USER_INPUT"}}
        logger.error(
            "GraphQL field %s failed",
            ".".join(str(part) for part in error.path or ()),
            exc_info=(type(original), original, original.__traceback__),
        )
        return {
            **error.formatted,
            "message": INTERNAL_ERROR,
            "extensions": {"code": "INTERNAL_SERVER_ERROR"},
        }


def _is_refused_image_size(error: Exception) -> bool:
    # grapple refuses a rendition size outside ALLOWED_IMAGE_FILTERS with a plain TypeError:
    # the client asked for it, so it is the client's error to read, not a fault of ours.
    return isinstance(error, TypeError) and str(error).startswith("Invalid filter specs")


def graphql_view():
    """The one /graphql/ endpoint, with production's limits on what a query may ask."""
    # graphene-django hands these to graphql-core in place of the specification's rules, so
    # those come first: without them an unknown field or a mistyped literal would be executed.
    rules = [*specified_rules, depth_limit_validator(max_depth=settings.GRAPHQL_MAX_DEPTH)]
    if not settings.GRAPHQL_INTROSPECTION:
        rules.append(NoSchemaIntrospection)
    execute = ShopGraphQLView.as_view(validation_rules=tuple(rules))

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
