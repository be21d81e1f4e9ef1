"""Checkout budgets, measured through the API as the storefront calls it: placeOrder's p95 with the
sandbox gateway, and a customer's order history at 250 orders (one page of 250).

A new customer signs up, saves an address and a sandbox card, then buys 250 times: each round adds a
plan, sets the saved address and card and places the order; only placeOrder is timed. The backend
must allow that many orders from one address: `make bench` starts it with
RATE_LIMIT_PLACE_ORDER_PER_IP raised, and so must whoever runs `scripts/benchmark.py checkout`.
"""

import json
import statistics
import time
import urllib.request
import uuid

from registered_operations import registered

ORDERS = 250
HISTORY_SAMPLES = 20
PLACE_ORDER_BUDGET_MS = 500
HISTORY_BUDGET_MS = 300
PASSWORD = "benchmark-roots-2026"
ADDRESS = {
    "firstname": "Bench",
    "lastname": "Mark",
    "street": ["350 Fifth Avenue"],
    "city": "New York",
    "region": {"region_code": "NY"},
    "postcode": "10118",
    "telephone": "212-555-0123",
}
SIGN_UP = """mutation($input: CustomerInput!) {
  createCustomer(input: $input) { customer { email } } }"""
SIGN_IN = """mutation($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token } }"""
SAVE_ADDRESS = """mutation($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) { id } }"""
SAVE_CARD = """mutation($input: TokenBaseCardCreateInput!) {
  createTokenBaseCard(input: $input) { hash } }"""
CONFIG = """{ tokenBaseCheckoutConfig(method: "authnetcim") { clientKey tokenize_url } }"""
ADD = """mutation($sku: String!) { addProductsToCart(cartItems: [{sku: $sku, quantity: 1}]) {
  user_errors { message } } }"""
SHIP_TO = """mutation($id: Int!) { setShippingAddressOnCart(input: {shipping_addresses: [
  {customer_address_id: $id}]}) { cart { id } } }"""
BILL_TO = """mutation { setBillingAddressOnCart(input: {
  billing_address: {same_as_shipping: true}}) { cart { id } } }"""
PAY_WITH = """mutation($hash: String!) { setPaymentMethodOnCart(input: {payment_method: {
  code: "authnetcim", tokenbase_card_id: $hash}}) { cart { id } } }"""
PLACE = """mutation($key: String!) { placeOrder(input: {idempotency_key: $key}) {
  order { order_number } } }"""
HISTORY = """{ customer { orders(currentPage: 1, pageSize: 250) { total_count
  page_info { total_pages }
  items { id number order_date status shipping_method
    shipments { id number tracking { carrier number title url } }
    shipping_address { firstname lastname street city region postcode country_code }
    payment_methods { name type additional_data { name value } }
    items { id image label1 is_core product_name product_sku product_url_key quantity_ordered
            billing_interval product_sale_price { value currency } }
    total { subtotal { value } discounts { label amount { value } } shipping { value }
            taxes { value } grand_total { value } } } } } }"""


class Client:
    def __init__(self, backend: str, *, keep_cookies: bool = False):
        self.backend = backend
        self.token = ""
        # As a browser would: a guest's cart lives in the cart_id cookie its first add sets.
        self.cookies: dict[str, str] | None = {} if keep_cookies else None

    def call(self, query: str, variables: dict | None = None) -> tuple[dict, float]:
        return self.post({"query": query, "variables": variables or {}}, query.split()[0:3])

    def run(self, operation: str, variables: dict | None = None) -> dict:
        """The storefront's registered operation of that name, sent by its id (as production
        accepts from customers)."""
        return self.post(registered(operation, variables), operation)[0]

    def post(self, payload: dict, named: object) -> tuple[dict, float]:
        body = json.dumps(payload).encode()
        headers = {"Content-Type": "application/json"}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        request = urllib.request.Request(f"{self.backend}/graphql/", data=body, headers=headers)
        started = time.perf_counter()
        with urllib.request.urlopen(request, timeout=30) as response:
            answer = json.loads(response.read())
            elapsed = time.perf_counter() - started
            if self.cookies is not None:
                for cookie in response.headers.get_all("Set-Cookie") or []:
                    name, _, value = cookie.split(";")[0].partition("=")
                    self.cookies[name.strip()] = value
        if answer.get("errors"):
            raise RuntimeError(f"{named} failed: {answer['errors']}")
        return answer["data"], elapsed

    def tokenise(self, url: str, client_key: str) -> str:
        card = {
            "client_key": client_key,
            "card_number": "4242424242424242",
            "exp_month": 12,
            "exp_year": time.gmtime().tm_year + 3,
            "card_code": "123",
        }
        request = urllib.request.Request(
            f"{self.backend}{url}",
            data=json.dumps(card).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.loads(response.read())["nonce"]


def measure(backend: str) -> tuple[list[float], list[float]]:
    """placeOrder times for ORDERS orders, then times of reading all of them in one page (ms)."""
    client = Client(backend)
    email = f"bench-{uuid.uuid4().hex[:12]}@rootwell.example"
    names = {"firstname": "Bench", "lastname": "Mark"}
    client.call(SIGN_UP, {"input": {**names, "email": email, "password": PASSWORD}})
    client.token = client.call(SIGN_IN, {"email": email, "password": PASSWORD})[0][
        "generateCustomerToken"
    ]["token"]
    address_id = client.call(SAVE_ADDRESS, {"input": {**ADDRESS, "country_code": "US"}})[0][
        "createCustomerAddress"
    ]["id"]
    config = client.call(CONFIG)[0]["tokenBaseCheckoutConfig"]
    nonce = client.tokenise(config["tokenize_url"], config["clientKey"])
    card_address = {**ADDRESS, "country_id": "US"}
    card = client.call(SAVE_CARD, {"input": {"nonce": nonce, "address": card_address}})[0][
        "createTokenBaseCard"
    ]["hash"]

    placing = []
    for _ in range(ORDERS):
        client.call(ADD, {"sku": "RW-CORE-W-N01"})
        client.call(SHIP_TO, {"id": address_id})
        client.call(BILL_TO)
        client.call(PAY_WITH, {"hash": card})
        _, elapsed = client.call(PLACE, {"key": str(uuid.uuid4())})
        placing.append(elapsed * 1000)

    reading = []
    for _ in range(HISTORY_SAMPLES + 3):
        data, elapsed = client.call(HISTORY)
        if data["customer"]["orders"]["total_count"] != ORDERS:
            raise RuntimeError(f"expected {ORDERS} orders, got {data['customer']['orders']}")
        reading.append(elapsed * 1000)
    return sorted(placing), sorted(reading[3:])  # the first reads warm up


def p95(samples: list[float]) -> float:
    return samples[int(len(samples) * 0.95) - 1]


def report(placing: list[float], reading: list[float]) -> bool:
    print(
        f"{'placeOrder':28} over {len(placing)}: median {statistics.median(placing):.1f} ms, "
        f"p95 {p95(placing):.1f} ms (budget p95 < {PLACE_ORDER_BUDGET_MS} ms)"
    )
    print(
        f"{'orders, 250 in one page':28} over {len(reading)}: "
        f"median {statistics.median(reading):.1f} ms, "
        f"p95 {p95(reading):.1f} ms (budget < {HISTORY_BUDGET_MS} ms)"
    )
    return p95(placing) < PLACE_ORDER_BUDGET_MS and p95(reading) < HISTORY_BUDGET_MS
