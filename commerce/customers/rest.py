"""REST compatibility endpoints of the storefront's session handling:
/rest/V1/{brand}-customers/session-login and session-logout."""

from django.contrib.auth import get_user, logout
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from . import tokens
from .middleware import TOKEN_COOKIE, bearer_token

SIGNED_IN = "You are signed in."
NO_SESSION = "There is no signed-in session to continue."


@require_GET
def session_login(request):
    """A fresh customer token for a visitor whose Django session belongs to an active user.

    A GET from another site cannot read the answer (no CORS), so the token only ever reaches
    the storefront, which stores it in its cookie.
    """
    user = get_user(request)  # the session's user, whatever token the request also carries
    if not user.is_authenticated or not user.is_active:
        return _no_store({"success": False, "token": None, "message": NO_SESSION})
    return _no_store({"success": True, "token": tokens.issue(user), "message": SIGNED_IN})


@csrf_exempt
@require_POST
def session_logout(request):
    """Revokes the customer token the request carries (bearer header and cookie) and ends the
    Django session.

    Exempt from CSRF tokens because only requests a page on another site cannot send are
    accepted: a JSON body or an Authorization header both need a CORS preflight that we never
    grant, while a plain form post or a link gets 415 and changes nothing.
    """
    bearer = bearer_token(request)
    if not bearer and request.content_type != "application/json":
        return JsonResponse(
            {"success": False, "message": "Send this request as application/json."}, status=415
        )
    for raw in {bearer, request.COOKIES.get(TOKEN_COOKIE, "")} - {""}:
        tokens.revoke(raw)
    logout(request)
    return _no_store({"success": True})


def _no_store(body: dict) -> JsonResponse:
    response = JsonResponse(body)
    response["Cache-Control"] = "no-store"
    return response
