import logging

from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from graphene_django.views import GraphQLView
from graphql import ExecutionResult, GraphQLError, specified_rules

from commerce.core.errors import DomainError

from .limits import OperationLimits, token_count
from .trusted_documents import document_to_run
from .validation import NoSchemaIntrospection

logger = logging.getLogger(__name__)
INTERNAL_ERROR = "Something went wrong on our side. Please try again in a moment."


class ShopGraphQLView(GraphQLView):
    def execute_graphql_request(self, request, data, query, *args, **kwargs):
        # Which document runs is settled before anything is parsed: an id names a registered one,
        # and production refuses any other text (trusted_documents.py).
        try:
            query = document_to_run(data, query, request)
        except GraphQLError as error:
            return ExecutionResult(data=None, errors=[error])
        # graphql-core's parser takes milliseconds per thousand tokens: a document longer than
        # any the storefront sends is refused before it is parsed.
        if query and token_count(query) > settings.GRAPHQL_MAX_TOKENS:
            message = f"Send a document of at most {settings.GRAPHQL_MAX_TOKENS} tokens."
            error = GraphQLError(message, extensions={"code": "DOCUMENT_TOO_LARGE"})
            return ExecutionResult(data=None, errors=[error])
        return super().execute_graphql_request(request, data, query, *args, **kwargs)

    @staticmethod
    def format_error(error):
        """Every error a client sees takes its shape here. An expected refusal (a DomainError a
        service raised, or a GraphQLError the API raised with its code) goes out with its message
        and code. Anything else a resolver raised is a fault: logged with its traceback for us,
        and to the client only that something went wrong (its text may name internals)."""
        original = getattr(error, "original_error", None)
        if original is None or isinstance(original, GraphQLError):
            return GraphQLView.format_error(error)
        if isinstance(original, DomainError):
            return {**error.formatted, "extensions": {"code": original.code}}
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
    # they are all listed: without them an unknown field or a mistyped literal would be executed.
    # The limits come first: an operation over them is refused before the other rules run.
    rules = [OperationLimits, *specified_rules]
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
        if _request_size(request) > settings.GRAPHQL_MAX_REQUEST_BYTES:
            return _error(
                f"Send at most {settings.GRAPHQL_MAX_REQUEST_BYTES} bytes in one request.",
                "DOCUMENT_TOO_LARGE",
                413,
            )
        return execute(request, *args, **kwargs)

    return json_posts_only


def _request_size(request) -> int:
    # The declared length refuses a large body without reading it; a body sent without one
    # (chunked) is measured.
    try:
        declared = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        declared = 0
    return declared or len(request.body)


def _error(message: str, code: str, status: int) -> JsonResponse:
    return JsonResponse(
        {"errors": [{"message": message, "extensions": {"code": code}}]}, status=status
    )
