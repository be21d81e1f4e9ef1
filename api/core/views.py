import logging

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from graphene_django.settings import graphene_settings
from graphene_django.views import GraphQLView, HttpError
from graphql import ExecutionResult, GraphQLError, GraphQLSyntaxError, execute, specified_rules

from commerce.core.errors import DomainError
from commerce.core.http import MalformedBody, read_json

from .checked_documents import checked_document
from .limits import OperationLimits
from .trusted_documents import document_to_run
from .validation import NoSchemaIntrospection

logger = logging.getLogger(__name__)
INTERNAL_ERROR = "Something went wrong on our side. Please try again in a moment."
NO_BATCHES = "Send one operation per request, as a JSON object: batches are not accepted."
NOT_AN_OPERATION = "Send the operation as a JSON object (query, variables, operationName)."
NO_DOCUMENT = (
    "Send a GraphQL document as query, or a registered document's id as "
    "extensions.persistedQuery.sha256Hash."
)
# The members of a request the API reads, and what each must be when it is there (null is as
# absent): GraphQL over HTTP's, and documentId, which names no document here.
MEMBERS = {
    "query": (str, "a string"),
    "operationName": (str, "a string"),
    "variables": (dict, "an object"),
    "extensions": (dict, "an object"),
    "documentId": (str, "a string"),
}


class MalformedRequest(Exception):
    """The request is not one GraphQL operation in JSON: refused with 400 and BAD_REQUEST."""


class ShopGraphQLView(GraphQLView):
    def dispatch(self, request, *args, **kwargs):
        """One operation, as a JSON object, POSTed (the view the URL routes to checks the method,
        content type and size). Graphene's own dispatch also serves GraphiQL, batches and GET,
        and sets a CSRF cookie on every answer, which this endpoint never reads."""
        try:
            result, status = self.get_response(request, self.parse_body(request))
        except MalformedRequest as error:
            return _error(str(error), "BAD_REQUEST", 400)
        except HttpError as error:  # graphene's own refusals, should a request still reach one
            return _error(error.message, "BAD_REQUEST", 400)
        return HttpResponse(result, status=status, content_type="application/json")

    def parse_body(self, request) -> dict:
        try:
            data = read_json(request.body)
        except MalformedBody as error:
            raise MalformedRequest(str(error)) from error
        if not isinstance(data, dict):
            raise MalformedRequest(NO_BATCHES if isinstance(data, list) else NOT_AN_OPERATION)
        for member, (kind, described) in MEMBERS.items():
            if data.get(member) is not None and not isinstance(data[member], kind):
                raise MalformedRequest(f"Send {member} as {described}.")
        return data

    @staticmethod
    def get_graphql_params(request, data):
        # From the body only: graphene would take a query string's `query` over the body's,
        # past the size limit on bodies.
        return data.get("query"), data.get("variables"), data.get("operationName"), None

    def execute_graphql_request(
        self, request, data, query, variables, operation_name, show_graphiql=False
    ):
        # Which document runs is settled before anything is parsed: an id names a registered one,
        # and production refuses any other text (trusted_documents.py).
        try:
            query, registered = document_to_run(data, query, request)
        except GraphQLError as error:
            return ExecutionResult(data=None, errors=[error])
        if not query:
            raise MalformedRequest(NO_DOCUMENT)
        # Graphene's own parses and validates every document on every request; a registered
        # one is checked once per process (checked_documents.py). Its execution follows, but for
        # ATOMIC_MUTATIONS, which the shop leaves off: each mutation's service commits its own.
        schema = self.schema.graphql_schema
        document, errors = checked_document(
            schema,
            query,
            self.validation_rules,
            registered=registered,
            max_errors=graphene_settings.MAX_VALIDATION_ERRORS,
        )
        if errors:
            return ExecutionResult(data=None, errors=errors)
        try:
            return execute(
                schema,
                document,
                root_value=self.get_root_value(request),
                context_value=self.get_context(request),
                variable_values=variables,
                operation_name=operation_name,
                middleware=self.get_middleware(request),
                execution_context_class=self.execution_context_class,
            )
        except Exception as error:  # noqa: BLE001 (as graphene: answered as the request's error)
            return ExecutionResult(data=None, errors=[error])

    @staticmethod
    def format_error(error):
        """Every error a client sees takes its shape here. An expected refusal (a DomainError a
        service raised, or a GraphQLError the API raised with its code) goes out with its message
        and code. Anything else a resolver raised is a fault: logged with its traceback for us,
        and to the client only that something went wrong (its text may name internals)."""
        if not isinstance(error, GraphQLError):
            # What graphene caught outside any resolver (parsing, setting up the execution).
            error = GraphQLError(str(error), original_error=error)
        original = error.original_error
        if original is None or isinstance(original, GraphQLError):
            formatted = error.formatted
            if not error.path and "code" not in (error.extensions or {}):
                # The document or its variables were refused before anything ran.
                failed = "PARSE" if isinstance(error, GraphQLSyntaxError) else "VALIDATION"
                formatted["extensions"] = {
                    **(error.extensions or {}),
                    "code": f"GRAPHQL_{failed}_FAILED",
                }
            return formatted
        if isinstance(original, DomainError):
            return {**error.formatted, "extensions": {"code": original.code}}
        if _is_refused_image_size(original):
            return {**error.formatted, "extensions": {"code": "BAD_USER_INPUT"}}
        field = ".".join(str(part) for part in error.path or ())
        logger.error(
            "GraphQL field %s failed" if field else "GraphQL request failed (%s)",
            field or type(original).__name__,
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
