"""Carts ready to check out, built through the same services the API calls."""

from django.contrib.auth.models import AnonymousUser
from django.test import RequestFactory

from commerce.address.tests.factories import address_input
from commerce.basket import services as cart_services
from commerce.basket.cookies import CART_ID_COOKIE
from commerce.ordering import checkout, payment_methods
from commerce.payments.tests.factories import APPROVES, card_nonce


def shipping_address(**changes) -> dict:
    """An address as the storefront's checkout form sends it (CustomerAddressInput)."""
    return address_input(**changes)


def visitor_request(user=None, masked_id: str | None = None):
    """A request as the API sees it: a customer's, or a guest's carrying their cart cookie."""
    request = RequestFactory().post("/graphql/")
    request.user = user or AnonymousUser()
    if masked_id:
        request.COOKIES[CART_ID_COOKIE] = masked_id
    return request


def ready_cart(*skus: str, user=None, email="guest@example.com", card=APPROVES):
    """A cart holding one of each SKU with email, addresses and a card set: (request, basket)."""
    request = visitor_request(user)
    basket, problems = cart_services.add_items(
        request, [cart_services.ItemRequest(sku, 1) for sku in skus]
    )
    assert not problems, problems
    request = visitor_request(user, None if user else basket.masked_id)
    if user is None:
        checkout.set_guest_email(request, email)
    checkout.set_shipping_address(request, [{"address": shipping_address()}])
    checkout.set_billing_address(request, {"same_as_shipping": True})
    payment_methods.set_payment_method(request, "authnetcim", nonce=card_nonce(card))
    return request, basket
