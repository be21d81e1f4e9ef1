"""The load test's simulated people (Locust), run by scripts/load_benchmark.py against the
storefront: every request goes through the storefront's origin as the browser sends it (pages,
its /graphql proxy, its /sandbox-gateway/ proxy for the card).

Shoppers browse cached pages (the home, a product page, a content page), add plans to a guest cart
and check out with the sandbox card; subscribers, signed in before the run (their tokens in the
file named by LOAD_SUBSCRIBER_TOKENS), open their account pages. A request that fails, answers
GraphQL errors or lands on the sign-in page counts as an error.
"""

import itertools
import json
import os
import time
import uuid

from locust import HttpUser, between, task
from registered_operations import registered

PAGES = {
    "page: home": "/",
    "page: product": "/rootwell-core-for-women/",
    "page: content": "/science/",
}
ACCOUNT_PAGES = {
    "account: overview": "/account/",
    "account: subscriptions": "/account/subscriptions/",
    "account: orders": "/account/orders/",
}
# Guests buy once (subscribing needs an account: the subscribers are those).
ONE_TIME_SKUS = ["RW-CORE-W-N01", "RW-SCALP-SERUM-N01"]
SANDBOX_CARD = "4242424242424242"
CLIENT_KEY = os.environ.get("AUTHNET_CLIENT_KEY", "rootwell-sandbox-public-client-key")
ADDRESS = {
    "firstname": "Load",
    "lastname": "Shopper",
    "street": ["350 Fifth Avenue"],
    "city": "New York",
    "region": {"region_code": "NY"},
    "postcode": "10118",
    "country_code": "US",
    "telephone": "212-555-0123",
}


def subscriber_tokens() -> itertools.cycle:
    with open(os.environ["LOAD_SUBSCRIBER_TOKENS"]) as tokens:
        return itertools.cycle(json.load(tokens))


class Browser(HttpUser):
    abstract = True
    # Between one step and the next (a page read, a button pressed), as an impatient shopper:
    # each simulated person keeps at most one request in flight.
    wait_time = between(1, 3)

    def on_start(self) -> None:
        # The storefront's /graphql refuses cross-origin calls: a browser names its own origin.
        self.client.headers["Origin"] = self.host.rstrip("/")

    def page(self, name: str, path: str) -> None:
        with self.client.get(path, name=name, catch_response=True) as response:
            if response.status_code != 200:
                response.failure(f"HTTP {response.status_code}")
            elif "/customer/account/login" in response.url:
                response.failure("sent to the sign-in page")

    def graphql(self, name: str, operation: str, variables: dict, answers: str) -> bool:
        """One of the storefront's registered operations through its /graphql, by id; `answers`
        is the field that must come back without errors or user errors (an order without a number
        counts as an error too)."""
        body = registered(operation, variables)
        with self.client.post("/graphql", json=body, name=name, catch_response=True) as response:
            try:
                answer = response.json()
            except ValueError:
                response.failure(f"HTTP {response.status_code}, not JSON")
                return False
            field = (answer.get("data") or {}).get(answers) or {}
            refusals = answer.get("errors") or field.get("user_errors")
            if response.status_code != 200 or refusals or not field:
                response.failure(f"HTTP {response.status_code}: {refusals or answer}")
                return False
            if answers == "placeOrder" and not field["order"]["order_number"]:
                response.failure(f"placed without an order number: {answer}")
                return False
            return True


class Shopper(Browser):
    weight = 4

    @task
    def browse_add_and_check_out(self) -> None:
        self.client.cookies.clear()  # each visit is a new guest with a new cart
        for name, path in PAGES.items():
            self.page(name, path)
            self.wait()
        for sku in ONE_TIME_SKUS:
            items = {"cartItems": [{"sku": sku, "quantity": 1}]}
            if not self.graphql("cart: add", "AddProductsToCart", items, "addProductsToCart"):
                return
            self.wait()
        nonce = self.tokenise_card()
        if nonce:
            self.place_order(nonce)

    def tokenise_card(self) -> str | None:
        card = {
            "client_key": CLIENT_KEY,
            "card_number": SANDBOX_CARD,
            "exp_month": 12,
            "exp_year": time.gmtime().tm_year + 3,
            "card_code": "123",
        }
        with self.client.post(
            "/sandbox-gateway/tokens/", json=card, name="checkout: card", catch_response=True
        ) as response:
            nonce = response.json().get("nonce") if response.status_code == 200 else None
            if not nonce:
                response.failure(f"HTTP {response.status_code}: {response.text[:200]}")
            return nonce

    def place_order(self, nonce: str) -> None:
        self.graphql(
            "checkout: place order",
            "CheckoutPlaceOrderAtOnce",
            {
                "withEmail": True,
                "email": f"load-{uuid.uuid4().hex[:12]}@example.com",
                "shipping": {"address": ADDRESS},
                "billing": {"same_as_shipping": True},
                "withPayment": True,
                "payment": {"code": "authnetcim", "tokenbase_data": {"nonce": nonce}},
                "key": str(uuid.uuid4()),
                "terms": False,
            },
            "placeOrder",
        )


class Subscriber(Browser):
    weight = 1
    tokens = None

    def on_start(self) -> None:
        super().on_start()
        if Subscriber.tokens is None:
            Subscriber.tokens = subscriber_tokens()
        # Signed in once before the run, as the storefront's sign-in leaves the browser.
        self.client.cookies.set("token", next(Subscriber.tokens))
        self.client.cookies.set("logged_in", "1")

    @task
    def open_account(self) -> None:
        for name, path in ACCOUNT_PAGES.items():
            self.page(name, path)
            self.wait()
