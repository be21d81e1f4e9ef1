import pytest
from django.test import RequestFactory

from commerce.customers.throttling import RateLimited, check_rate, client_ip


def request_from(remote_addr, forwarded=None):
    headers = {"HTTP_X_FORWARDED_FOR": forwarded} if forwarded is not None else {}
    return RequestFactory().post("/graphql/", REMOTE_ADDR=remote_addr, **headers)


@pytest.mark.parametrize(
    ("remote_addr", "forwarded", "client"),
    [
        # a shopper calling us directly: the header is theirs to write, so it is ignored
        ("198.51.100.1", "203.0.113.9", "198.51.100.1"),
        # the storefront's server relays the address it saw; the left part may be spoofed
        ("127.0.0.1", "203.0.113.9, 198.51.100.1", "198.51.100.1"),
        ("::1", "198.51.100.1", "198.51.100.1"),
        # two trusted hops: the right-most address that is not ours
        ("127.0.0.1", "198.51.100.1, 127.0.0.1", "198.51.100.1"),
        # garbage is skipped, not believed
        ("127.0.0.1", "198.51.100.1, not-an-ip", "198.51.100.1"),
        # a shopper on the storefront's own machine, as in development and browser tests
        ("127.0.0.1", "::1", "::1"),
        ("127.0.0.1", None, "127.0.0.1"),
    ],
)
def test_the_client_is_the_last_address_before_our_own_proxies(remote_addr, forwarded, client):
    assert client_ip(request_from(remote_addr, forwarded)) == client


def test_trusted_proxies_may_be_a_network(settings):
    settings.TRUSTED_PROXY_IPS = ["10.0.0.0/8"]

    assert client_ip(request_from("10.4.0.12", "198.51.100.1")) == "198.51.100.1"
    assert client_ip(request_from("127.0.0.1", "198.51.100.1")) == "127.0.0.1"


def test_each_scope_counts_on_its_own_and_both_keys_count_every_time(settings):
    settings.RATE_LIMITS = {
        "login": {"email": "2/15m", "ip": "100/15m"},
        "newsletter": {"email": "2/15m", "ip": "100/15m"},
    }
    request = request_from("198.51.100.1")
    for _ in range(2):
        check_rate(request, "login", email="casey@example.com")

    with pytest.raises(RateLimited, match="Too many attempts"):
        check_rate(request, "login", email=" Casey@Example.com")
    check_rate(request, "newsletter", email="casey@example.com")
    check_rate(request, "login", email="sam@example.com")
