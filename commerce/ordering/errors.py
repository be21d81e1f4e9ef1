"""The refusals checkout may answer with: a message for the shopper and a stable code."""

from commerce.basket.services import cart_not_found  # noqa: F401 (a checkout refusal too)
from commerce.core.errors import DomainError


class CheckoutError(DomainError):
    """A refused checkout step or placement; nothing was changed and nothing was charged."""


def empty_cart() -> CheckoutError:
    return CheckoutError("Your cart is empty.", "EMPTY_CART")


def account_required() -> CheckoutError:
    return CheckoutError("Please sign in or create an account to subscribe.", "ACCOUNT_REQUIRED")


def subscription_terms_required() -> CheckoutError:
    return CheckoutError(
        "Please agree to the auto-renewal terms to subscribe.", "SUBSCRIPTION_TERMS_REQUIRED"
    )


def missing_email() -> CheckoutError:
    return CheckoutError("Enter your email address.", "MISSING_EMAIL")


def missing_shipping_address() -> CheckoutError:
    return CheckoutError("Enter a shipping address.", "MISSING_SHIPPING_ADDRESS")


def missing_billing_address() -> CheckoutError:
    return CheckoutError("Enter a billing address.", "MISSING_BILLING_ADDRESS")


def missing_payment_method() -> CheckoutError:
    return CheckoutError("Choose how to pay.", "MISSING_PAYMENT_METHOD")


def payment_declined(message: str) -> CheckoutError:
    return CheckoutError(message, "PAYMENT_DECLINED")


def order_in_progress() -> CheckoutError:
    return CheckoutError("Your order is already being placed.", "ORDER_IN_PROGRESS")


def order_not_placed() -> CheckoutError:
    return CheckoutError(
        "We couldn't place your order, so your payment was canceled. "
        "Please review your cart and try again.",
        "ORDER_NOT_PLACED",
    )


def sold_out(name: str, left: int) -> CheckoutError:
    if left <= 0:
        return CheckoutError(f'"{name}" is sold out.', "OUT_OF_STOCK")
    return CheckoutError(f'Only {left} left of "{name}".', "OUT_OF_STOCK")


def store_credit_changed(available) -> CheckoutError:
    return CheckoutError(
        f"Your store credit balance has changed to ${available} since you applied it. "
        "Please review the amount to pay and place your order again.",
        "STORE_CREDIT_CHANGED",
    )
