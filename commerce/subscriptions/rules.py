"""What may happen to a subscription in each status, and the refusals customers see.

A canceled subscription can only be reactivated. A declined renewal (payment_failed) waits for
its retry: the customer may fix what it ships and charges (card, address, products) or cancel,
but not move, skip or pause the payment that is due.
"""

from enum import StrEnum

from commerce.core.errors import DomainError

from .models import Subscription

Status = Subscription.Status


class Operation(StrEnum):
    PAUSE = "pause"
    RESUME = "resume"
    SKIP = "skip"
    SHIP_NOW = "ship now"
    CANCEL = "cancel"
    REACTIVATE = "reactivate"
    CHANGE_FREQUENCY = "change the frequency of"
    CHANGE_NEXT_RUN = "move the next shipment of"
    CHANGE_PRODUCTS = "change the products of"
    CHANGE_ADDRESS = "change the address of"
    CHANGE_CARD = "change the card of"
    RENAME = "rename"
    SET_JOURNEY_START = "change the journey start date of"
    CHANGE_COUPON = "change the coupon of"
    CHANGE_PRICE = "change the price of"


_EDITABLE = frozenset({Status.ACTIVE, Status.PAUSED, Status.PAYMENT_FAILED})

ALLOWED: dict[Operation, frozenset[str]] = {
    Operation.PAUSE: frozenset({Status.ACTIVE}),
    Operation.RESUME: frozenset({Status.PAUSED}),
    Operation.SKIP: frozenset({Status.ACTIVE}),
    Operation.SHIP_NOW: frozenset({Status.ACTIVE}),
    Operation.CANCEL: _EDITABLE,
    Operation.REACTIVATE: frozenset({Status.CANCELED}),
    Operation.CHANGE_FREQUENCY: frozenset({Status.ACTIVE, Status.PAUSED}),
    Operation.CHANGE_NEXT_RUN: frozenset({Status.ACTIVE}),
    Operation.CHANGE_PRODUCTS: _EDITABLE,
    Operation.CHANGE_ADDRESS: _EDITABLE,
    Operation.CHANGE_CARD: _EDITABLE,
    Operation.RENAME: _EDITABLE,
    Operation.SET_JOURNEY_START: _EDITABLE,
    Operation.CHANGE_COUPON: _EDITABLE,
    Operation.CHANGE_PRICE: _EDITABLE,
}


_STATES = {
    Status.ACTIVE: "active",
    Status.PAUSED: "paused",
    Status.PAYMENT_FAILED: "waiting for a declined payment",
    Status.CANCELED: "canceled",
}


class SubscriptionError(DomainError):
    """A subscription change refused; nothing was changed."""


class SubscriptionNotFound(SubscriptionError):
    code = "NOT_FOUND"

    def __init__(self, entity_id):
        super().__init__(f'Could not find a subscription with ID "{entity_id}"')


class NotAllowed(SubscriptionError):
    code = "SUBSCRIPTION_STATUS"

    def __init__(self, operation: Operation, status: str):
        super().__init__(f"You can't {operation} a subscription that is {_STATES[status]}.")


class DateOutOfWindow(SubscriptionError):
    code = "DATE_OUT_OF_RANGE"


class InvalidProducts(SubscriptionError):
    code = "INVALID_PRODUCTS"


class InvalidFrequency(SubscriptionError):
    code = "INVALID_FREQUENCY"


class RenewalInFlight(SubscriptionError):
    code = "RENEWAL_IN_PROGRESS"

    def __init__(self):
        super().__init__(
            "Your next shipment is being charged right now. Try again in a moment: "
            "nothing has changed yet."
        )


class StaffOnly(SubscriptionError):
    code = "FORBIDDEN"

    def __init__(self):
        super().__init__("Only staff can change a subscription's price.")


def allowed_operations(subscription: Subscription) -> list[Operation]:
    """What the subscription's status allows now, in the table's order."""
    return [operation for operation, states in ALLOWED.items() if subscription.status in states]


def check_allowed(operation: Operation, subscription: Subscription) -> None:
    if subscription.status not in ALLOWED[operation]:
        raise NotAllowed(operation, subscription.status)
