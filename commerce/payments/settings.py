"""Stored cards and the payment gateway: cards live at the gateway; the shop keeps its ids."""

import os

from config.settings.env import rate_limit_per_ip

# The default sandbox gateway tokenises cards at /sandbox-gateway/tokens/ as a hosted one would.
PAYMENT_GATEWAY = os.environ.get(
    "PAYMENT_GATEWAY", "commerce.payments.sandbox.gateway.SandboxGateway"
)
# Public values the browser sends to the gateway (Authorize.net's Accept.js names them so); the
# sandbox accepts only this client key.
AUTHNET_CLIENT_KEY = os.environ.get("AUTHNET_CLIENT_KEY", "rootwell-sandbox-public-client-key")
AUTHNET_API_LOGIN_ID = os.environ.get("AUTHNET_API_LOGIN_ID", "rootwell-sandbox")
STORED_CARDS_PER_CUSTOMER = 20

RATE_LIMITS = {
    # Card tokenising has no email to count by; its limit stops card testing from one address.
    "card_tokenise": rate_limit_per_ip("card_tokenise", "20/h"),
}
