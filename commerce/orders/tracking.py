"""Order tracking without an account: the order number and the email it was placed with."""

from oscar.core.loading import get_model

from commerce.core.errors import DomainError
from commerce.ordering.orders import is_plausible_number

Order = get_model("order", "Order")

NOT_FOUND = "We couldn't find an order with that number and email address."


class OrderNotFound(DomainError, LookupError):
    """No order matches; said the same way whether the number or the email is wrong, so the
    page cannot be used to learn which order numbers exist."""

    code = "NOT_FOUND"

    def __init__(self):
        super().__init__(NOT_FOUND)


def tracked_order(number: str, email: str | None, customer=None):
    """The order with this number, when the email it was placed with matches (in any letter
    case) or it is the signed-in `customer`'s own; its shipments are read with it."""
    number = (number or "").strip()
    if not is_plausible_number(number):
        raise OrderNotFound()
    order = (
        Order.objects.filter(number=number)
        .select_related("user")
        .prefetch_related("shipments")  # in the order they were sent (the model's ordering)
        .first()
    )
    if order is None:
        raise OrderNotFound()
    if customer is not None and order.user_id == customer.pk:
        return order
    given = (email or "").strip().lower()
    if given and given == (order.email or "").strip().lower():
        return order
    raise OrderNotFound()
