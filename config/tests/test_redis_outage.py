"""The shop with its Redis stopped: shoppers sign in, fill carts, tokenise cards and place
orders; the rate limits keep refusing; each answer comes within the second; Redis is used again
once it is back."""

import io
import json
import logging
import time

import pytest
import redis
from django.conf import settings
from django.core.cache import cache, caches
from django.core.management import call_command

from api.tests.checkout_operations import add, data_of, fill_checkout, place
from commerce.address.tests.factories import ships_to_new_york
from commerce.basket.tests.factories import CORE_ONE_TIME, core_catalogue
from commerce.customers.tests.factories import CustomerFactory
from commerce.customers.throttling import TOO_MANY_ATTEMPTS
from config import redis_outage
from config.celery import app as celery_app
from config.held_tasks import hold, send_held
from config.models import HeldTask, RateLimitCount
from config.settings.cache import redis_caches

pytestmark = pytest.mark.django_db

PASSWORD = "grow-thicker-2026"
SIGN_IN = """mutation($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token } }"""
TOKENIZE = "/sandbox-gateway/tokens/"
CARD = {
    "client_key": settings.AUTHNET_CLIENT_KEY,
    "card_number": "4242 4242 4242 4242",
    "exp_month": 12,
    "exp_year": time.localtime().tm_year + 3,
    "card_code": "123",
}
CREDENTIALS = {"email": "casey@example.com", "password": PASSWORD}
ADD_TO_CART = """mutation($items: [CartItemInput!]!) { addProductsToCart(cartItems: $items) {
  cart { items { product { sku } quantity } } user_errors { code } } }"""
ONE_BOTTLE = {"items": [{"sku": CORE_ONE_TIME, "quantity": 1}]}
OUTAGE_WARNING = "is unreachable"


@pytest.fixture
def shop_on_redis(private_redis, settings):
    """The backend's cache and rate-limit counts in the test's own Redis (as REDIS_URL sets
    them), with limits small enough to reach: 3 sign-ins and 3 cards per address."""
    settings.REDIS_URL = private_redis.url
    settings.CACHES = redis_caches(private_redis.url)
    settings.RATELIMIT_USE_CACHE = "rate_limits"
    settings.RATE_LIMITS = {
        **settings.RATE_LIMITS,
        "login": {"ip": "3/15m"},
        "card_tokenise": {"ip": "3/h"},
    }
    return private_redis


@pytest.fixture
def broker_on_redis(shop_on_redis):
    """Celery sends to the test's Redis instead of running tasks in the request."""
    conf = celery_app.conf
    before = conf.task_always_eager, conf.broker_url
    conf.task_always_eager, conf.broker_url = False, shop_on_redis.url
    # Drops the connection pools, as after a fork: the next send connects to this broker.
    celery_app._after_fork()
    yield shop_on_redis
    conf.task_always_eager, conf.broker_url = before
    celery_app._after_fork()


@pytest.fixture
def clock(monkeypatch):
    """The breakers' clock, moved on at will instead of waiting REDIS_RETRY_SECONDS."""
    offset = 0.0

    def advance(seconds):
        nonlocal offset
        offset += seconds

    monkeypatch.setattr(redis_outage, "monotonic", lambda: time.monotonic() + offset)
    return advance


def answered(request):
    """The response to `request()`, which must not be a server error. (That it does not wait on
    Redis is the retry test's: Redis is asked once per retry period, not once per request.)"""
    response = request()
    assert response.status_code < 500, response.content
    return response


def post_graphql(client, query, variables):
    return client.post(
        "/graphql/",
        data=json.dumps({"query": query, "variables": variables}),
        content_type="application/json",
    )


def sign_in(client):
    return answered(lambda: post_graphql(client, SIGN_IN, CREDENTIALS)).json()


def tokenize(client):
    return answered(lambda: client.post(TOKENIZE, data=CARD, content_type="application/json"))


def add_to_cart(client):
    return answered(lambda: post_graphql(client, ADD_TO_CART, ONE_BOTTLE)).json()


def redis_keys(server) -> list[str]:
    with redis.Redis.from_url(server.url) as inspector:
        return [key.decode() for key in inspector.keys("rootwell:*")]


def outage_warnings(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if OUTAGE_WARNING in r.getMessage()]


def test_without_redis_shoppers_sign_in_fill_carts_and_tokenise_and_the_limits_still_refuse(
    client, shop_on_redis, clock, caplog
):
    # given a shop counting its rate limits in Redis
    CustomerFactory(email="casey@example.com")
    core_catalogue()
    signed_in = post_graphql(client, SIGN_IN, CREDENTIALS).json()
    assert signed_in["data"]["generateCustomerToken"]["token"]
    assert any(":rl:" in key for key in redis_keys(shop_on_redis))

    # when Redis stops
    shop_on_redis.stop()
    caplog.set_level(logging.INFO)

    # then a shopper signs in, fills a cart and tokenises a card, each within the budget
    signed_in = sign_in(client)
    cart = add_to_cart(client)
    card = tokenize(client)
    assert signed_in["data"]["generateCustomerToken"]["token"]
    assert cart["data"]["addProductsToCart"]["cart"]["items"] == [
        {"product": {"sku": CORE_ONE_TIME}, "quantity": 1}
    ]
    assert card.status_code == 200 and card.json()["nonce"]

    # and the limits count on, in the database: three sign-ins and three cards from the
    # address pass, the fourth are refused
    for _ in range(2):
        sign_in(client)
        tokenize(client)
    refused_sign_in = sign_in(client)
    refused_card = tokenize(client)
    assert refused_sign_in["errors"][0]["extensions"]["code"] == "TOO_MANY_REQUESTS"
    assert refused_sign_in["errors"][0]["message"] == TOO_MANY_ATTEMPTS
    assert refused_card.status_code == 429
    assert RateLimitCount.objects.exists()

    # and the outage was logged once, not once per request
    assert len(outage_warnings(caplog)) == 1

    # when Redis is back and the breaker tries it again
    shop_on_redis.start()
    clock(settings.REDIS_RETRY_SECONDS)

    # then counts and cached values are kept in Redis again, its return logged
    assert sign_in(client)["data"]["generateCustomerToken"]["token"]
    cache.set("after-the-outage", "kept")
    keys = redis_keys(shop_on_redis)
    assert any(":rl:" in key for key in keys)
    assert "rootwell:1:after-the-outage" in keys
    assert any("is back" in record.getMessage() for record in caplog.records)


def test_while_redis_is_down_it_is_asked_once_per_retry_period(shop_on_redis, clock, monkeypatch):
    from django_redis.cache import RedisCache

    asked = []
    real_get = RedisCache.get
    monkeypatch.setattr(RedisCache, "get", lambda *a, **kw: asked.append(1) or real_get(*a, **kw))
    shop_on_redis.stop()

    for _ in range(5):
        assert cache.get("catalogue") is None
    assert len(asked) == 1

    clock(settings.REDIS_RETRY_SECONDS)
    for _ in range(5):
        cache.get("catalogue")
    assert len(asked) == 2


def test_an_order_placed_while_the_broker_is_down_is_confirmed_once_it_is_back(
    client, graphql, broker_on_redis, clock, django_capture_on_commit_callbacks
):
    # given a guest's cart and card while Redis, the broker, is stopped
    ships_to_new_york()
    core_catalogue()
    add(graphql, CORE_ONE_TIME)
    broker_on_redis.stop()
    nonce = tokenize(client).json()["nonce"]
    fill_checkout(graphql, nonce)

    # when the guest places the order
    with django_capture_on_commit_callbacks(execute=True):
        placed = place(graphql)

    # then it is placed, and its confirmation email waits in the database
    assert data_of(placed, "placeOrder")["order"]["order_number"]
    held = list(HeldTask.objects.values_list("name", flat=True))
    assert "commerce.ordering.emails.send_order_confirmation" in held

    # when the broker is back, the held tasks are sent, each once
    broker_on_redis.start()
    clock(settings.REDIS_RETRY_SECONDS)
    output = io.StringIO()
    call_command("send_held_tasks", stdout=output)

    assert output.getvalue().strip() == f"sent: {len(held)}, expired: 0"
    assert not HeldTask.objects.exists()
    with redis.Redis.from_url(broker_on_redis.url) as inspector:
        queued = [
            json.loads(message)["headers"]["task"] for message in inspector.lrange("celery", 0, -1)
        ]
    assert sorted(queued) == sorted(held)


def test_readiness_says_503_with_what_runs_without_redis_while_liveness_stays_200(
    client, shop_on_redis
):
    shop_on_redis.stop()

    ready = client.get("/readyz")
    alive = client.get("/healthz")

    assert ready.status_code == 503
    assert ready.json()["checks"]["redis"] == "unavailable"
    assert "Redis is unreachable: the shop serves without it" in ready.json()["message"]
    assert alive.status_code == 200


def test_a_count_in_the_database_starts_afresh_once_its_window_has_passed(shop_on_redis):
    counts = caches["rate_limits_in_database"]

    assert counts.add("rl:window", 7, timeout=0)  # a window that has just ended
    assert counts.add("rl:window", 1, timeout=60)
    assert not counts.add("rl:window", 1, timeout=60)
    assert counts.incr("rl:window") == 2
    with pytest.raises(ValueError):
        counts.incr("rl:never-counted")


def test_a_held_task_whose_expiry_passed_is_dropped_unsent(broker_on_redis):
    # given a heartbeat held while the broker was down, which beat would only have sent to
    # expire within an interval, and an email held then too
    hold("config.tasks.record_heartbeat", expires=-1)
    hold("commerce.ordering.emails.send_order_confirmation", [7], countdown=60)

    # when the broker is back
    outcome = send_held(celery_app)

    # then the email is sent, due when it was, and the stale heartbeat is not
    assert outcome == {"sent": 1, "expired": 1}
    with redis.Redis.from_url(broker_on_redis.url) as inspector:
        [message] = [json.loads(raw) for raw in inspector.lrange("celery", 0, -1)]
    assert message["headers"]["task"] == "commerce.ordering.emails.send_order_confirmation"
    assert message["headers"]["eta"] is not None
    assert not HeldTask.objects.exists()
