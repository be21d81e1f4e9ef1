"""What the API's endpoints (/graphql/, /rest/V1/) share about reading a request: a JSON body read
strictly, and a refused method answered as JSON. Anything a client sends is refused here as the
client's error (a 4xx its code can read) instead of failing later on the server."""

import json
import math
from collections.abc import Callable
from functools import wraps

from django.http import JsonResponse

# Deeper than any body a client of the shop sends (the deepest GraphQL variables nest 4 levels);
# a deeper one is refused before anything walks it recursively.
MAX_JSON_NESTING = 32

NOT_UTF8 = "Send the request body as UTF-8."
NOT_JSON = "Send the request body as JSON."
TOO_DEEP = f"Send JSON nested at most {MAX_JSON_NESTING} levels deep."
NOT_UNICODE = "Send text as Unicode: the body holds an unpaired surrogate (\\ud800-\\udfff)."


class MalformedBody(ValueError):
    """The body is not the JSON the endpoint reads; the message says what to send instead."""


def read_json(raw: bytes) -> object:
    """The JSON value of a request body. JSON as RFC 8259 has it, which Python's parser is looser
    than: no NaN or Infinity (nor a number too large for a float), no unpaired surrogate (which no
    database can store), and nesting no deeper than MAX_JSON_NESTING."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise MalformedBody(NOT_UTF8) from error
    try:
        value = json.loads(text, parse_constant=_no_constant, parse_float=_finite_float)
    except RecursionError as error:
        # The parser recurses once per level: far past the limit it runs out of stack first.
        raise MalformedBody(TOO_DEEP) from error
    except ValueError as error:  # not JSON, or an integer longer than Python converts
        raise MalformedBody(NOT_JSON) from error
    _check_parts(value)
    return value


def _no_constant(name: str):
    raise ValueError(f"{name} is not JSON")


def _finite_float(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"{text} is out of range")
    return number


def _check_parts(value) -> None:
    """Refuses nesting past the limit and unpaired surrogates, walking the value without recursion
    (a body's worth of parts: at most GRAPHQL_MAX_REQUEST_BYTES)."""
    pending = [(value, 0)]
    while pending:
        part, depth = pending.pop()
        if isinstance(part, str):
            _check_text(part)
        elif isinstance(part, dict | list):
            if depth >= MAX_JSON_NESTING:
                raise MalformedBody(TOO_DEEP)
            if isinstance(part, dict):
                for key in part:
                    _check_text(key)
                part = part.values()
            pending.extend((item, depth + 1) for item in part)


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise MalformedBody(NOT_UNICODE) from error


def allow_methods(*methods: str, refusal: Callable[[str], dict]):
    """Django's require_http_methods, answered in the endpoint's own JSON shape (`refusal` makes
    the body from a message) instead of an empty 405, so that clients read every answer alike."""

    def decorator(view):
        @wraps(view)
        def checked(request, *args, **kwargs):
            if request.method not in methods:
                allowed = ", ".join(methods)
                response = JsonResponse(refusal(f"Send this request as {allowed}."), status=405)
                response["Allow"] = allowed
                return response
            return view(request, *args, **kwargs)

        return checked

    return decorator
