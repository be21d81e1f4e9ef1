"""A signed-in customer's store credit at checkout. Choosing to use it records their balance on
the cart's checkout (applyStoreCreditToCart); the cart then applies that much, up to the amount
due, and the placement debits exactly that (ordering.purchase), or refuses when the balance has
dropped below it meanwhile. The order's total stays what the goods cost: the credit is a payment
source beside the card, which is charged the rest."""

from decimal import Decimal

from django.db import transaction

from commerce.basket import carts

from .checkout import locked_cart, state_of
from .errors import CheckoutError
from .models import CheckoutState
from .tenders import store_credit

ZERO = Decimal("0.00")
NO_CREDIT = "You have no store credit to use."
SIGN_IN = "Sign in to use your store credit."


def applied(state: CheckoutState | None, total: Decimal) -> Decimal:
    """The credit a cart whose checkout is `state` applies to its `total`: what the customer
    chose to use, up to the amount due."""
    if state is None or not state.store_credit:
        return ZERO
    return max(ZERO, min(state.store_credit, total))


@transaction.atomic
def apply(request, cart_id: str | None = None):
    """Uses the signed-in customer's store credit (their whole balance, up to the amount due) on
    their cart; the cart, re-priced."""
    if not request.user.is_authenticated:
        raise CheckoutError(SIGN_IN, "UNAUTHENTICATED")
    basket = locked_cart(request, cart_id)
    available = store_credit().balance(request.user)
    if available <= 0:
        raise CheckoutError(NO_CREDIT, "NO_STORE_CREDIT")
    state = state_of(basket)
    state.store_credit = available
    state.save(update_fields=["store_credit", "updated_at"])
    return carts.changed(request, basket)


@transaction.atomic
def remove(request, cart_id: str | None = None):
    """Pays the cart by card alone again; the cart, re-priced."""
    if not request.user.is_authenticated:
        raise CheckoutError(SIGN_IN, "UNAUTHENTICATED")
    basket = locked_cart(request, cart_id)
    state = state_of(basket)
    if state.store_credit is not None:
        state.store_credit = None
        state.save(update_fields=["store_credit", "updated_at"])
    return carts.changed(request, basket)
