"""The sandbox's tokenise endpoint: the browser posts card details here, never to GraphQL.

Nothing here logs the request body, and Django's error reports show stars for every local
variable of the view and of what it calls (@sensitive_variables), so a card number cannot reach
a log or an error email.
"""

import json

from django.conf import settings
from django.http import Http404, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.debug import sensitive_post_parameters, sensitive_variables

from commerce.customers.throttling import RateLimited, check_rate

from ..gateway import get_gateway
from . import nonces
from .cards import CardRejected, check_card
from .gateway import SandboxGateway

CARD_FIELDS = ("card_number", "exp_month", "exp_year", "card_code")


# Exempt from CSRF tokens: it accepts JSON bodies only (a form on another site cannot send
# one), uses no cookies and answers with nothing but a nonce for the posted card.
@csrf_exempt
@never_cache
@sensitive_post_parameters()
@sensitive_variables()
def tokenize(request):
    if not isinstance(get_gateway(), SandboxGateway):
        raise Http404("The sandbox gateway is not in use.")
    if request.method != "POST":
        return _error("method_not_allowed", "Post the card details as JSON.", 405)
    if request.content_type != "application/json":
        return _error("unsupported_media_type", "Post the card details as JSON.", 415)
    try:
        payload = json.loads(request.body)
    except (UnicodeDecodeError, ValueError):
        payload = None
    if not isinstance(payload, dict):
        return _error("invalid_request", "Post the card details as a JSON object.", 400)
    try:
        check_rate(request, "card_tokenise")
    except RateLimited as limited:
        return _error("too_many_requests", str(limited), 429)
    if payload.get("client_key") != settings.AUTHNET_CLIENT_KEY:
        return _error("invalid_client_key", "The payment form is not set up correctly.", 401)
    try:
        card = check_card(**{field: payload.get(field) for field in CARD_FIELDS})
    except CardRejected as rejected:
        return _error(rejected.code, rejected.message, 400)
    issued = nonces.issue(card)
    return JsonResponse(
        {
            "nonce": issued.value,
            "card": {
                "type": card.brand,
                "last4": card.last4,
                "exp_month": card.exp_month,
                "exp_year": card.exp_year,
            },
            "expires_at": issued.expires_at.isoformat(),
        }
    )


def _error(code: str, message: str, status: int) -> JsonResponse:
    return JsonResponse({"error": {"code": code, "message": message}}, status=status)
