"""REST compatibility endpoints of the storefront's session handling:
/rest/V1/{brand}-customers/session-login and session-logout."""

from django.conf import settings
from django.contrib.auth import get_user, logout
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from commerce.core.http import allow_methods

from . import tokens
from .middleware import TOKEN_COOKIE, bearer_token

SIGNED_IN = "You are signed in."
SESSION_ENDED = "Your session has ended. Please log in again."


def _refusal(message: str) -> dict:
    return {"success": False, "message": message}


@csrf_exempt  # nothing but a GET is answered, and a GET changes nothing
@allow_methods("GET", refusal=_refusal)
def session_login(request):
    """A fresh customer token for a visitor whose Django session belongs to an active user.

    The storefront asks on a page load without a token and shows the message to the visitor, so
    there is a message only when there is something to tell: signed in, or a session cookie that
    no longer signs anyone in (it expired, the account was disabled or its password changed). A
    visitor who never had a session hears nothing.

    A GET from another site cannot read the answer (no CORS), so the token only ever reaches
    the storefront, which stores it in its cookie.
    """
    user = get_user(request)  # the session's user, whatever token the request also carries
    if not user.is_authenticated or not user.is_active:
        # The cookie, not the session: a session whose password hash no longer matches has
        # already been flushed by the time the view runs.
        had_session = settings.SESSION_COOKIE_NAME in request.COOKIES
        message = SESSION_ENDED if had_session else None
        return _no_store({"success": False, "token": None, "message": message})
    return _no_store({"success": True, "token": tokens.issue(user), "message": SIGNED_IN})


@csrf_exempt
@allow_methods("POST", refusal=_refusal)
def session_logout(request):
    """Revokes the customer token the request carries (bearer header and cookie) and ends the
    Django session.

    Exempt from CSRF tokens because only requests a page on another site cannot send are
    accepted: a JSON body or an Authorization header both need a CORS preflight that we never
    grant, while a plain form post or a link gets 415 and changes nothing.
    """
    bearer = bearer_token(request)
    if not bearer and request.content_type != "application/json":
        return JsonResponse(_refusal("Send this request as application/json."), status=415)
    for raw in {bearer, request.COOKIES.get(TOKEN_COOKIE, "")} - {""}:
        tokens.revoke(raw)
    logout(request)
    return _no_store({"success": True})


def _no_store(body: dict) -> JsonResponse:
    response = JsonResponse(body)
    response["Cache-Control"] = "no-store"
    return response
