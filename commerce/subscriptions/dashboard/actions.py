"""What staff may do to a subscription from its dashboard page, each through the service a
customer's own change goes through (with the staff member as the actor, so the log says who),
and the message that says what it came to."""

from collections.abc import Callable
from dataclasses import dataclass

from oscar.templatetags.currency_filters import currency

from .. import edits, lifecycle, renewals
from ..models import Subscription
from ..next_charge import next_charge
from ..rules import ALLOWED, Operation
from .forms import ActionForm, CancelForm, PauseForm, RenewalPriceForm

Status = Subscription.Status


@dataclass(frozen=True)
class StaffAction:
    slug: str
    label: str
    # What confirming it does, on its confirmation page.
    consequence: str
    # The statuses whose page offers it; in any other the service refuses it, saying why.
    offered_in: frozenset[str]
    # Does it and says what it came to; raises a DomainError when the service refuses.
    perform: Callable[[Subscription, ActionForm, object], str]
    form_class: type[ActionForm] = ActionForm
    button: str = "secondary"


def _skip(subscription, form, actor) -> str:
    subscription = lifecycle.skip_next(subscription, actor=actor)
    return f"Skipped the next shipment; the next one is on {subscription.next_run:%Y-%m-%d}."


def _pause(subscription, form, actor) -> str:
    subscription = lifecycle.pause(subscription, form.cleaned_data["until"], actor=actor)
    return f"Paused until {subscription.paused_until:%Y-%m-%d}."


def _resume(subscription, form, actor) -> str:
    subscription = lifecycle.resume(subscription, actor=actor)
    return f"Resumed; the next shipment is on {subscription.next_run:%Y-%m-%d}."


def _cancel(subscription, form, actor) -> str:
    lifecycle.cancel(subscription, form.cleaned_data["reason"], actor=actor)
    return "Canceled: it renews no more."


def _reactivate(subscription, form, actor) -> str:
    subscription = lifecycle.reactivate(subscription, actor=actor)
    return f"Reactivated; the next shipment is on {subscription.next_run:%Y-%m-%d}."


def _retry_payment(subscription, form, actor) -> str:
    order = renewals.retry_payment(subscription, actor=actor)
    return f"The payment went through: order {order.number} was placed."


def _renew_now(subscription, form, actor) -> str:
    order = renewals.renew_now(subscription, actor=actor)
    return f"Renewed today: order {order.number} was placed and charged."


def _change_price(subscription, form, actor) -> str:
    subscription = edits.change_price(
        subscription,
        prices=form.prices,
        custom_discount=form.new_discount,
        actor=actor,
    )
    totals = next_charge(subscription).totals
    return f"Every renewal now charges {currency(totals.grand_total, totals.currency)}."


ACTIONS = (
    StaffAction(
        "renew-now",
        "Renew now",
        "Charges the card now and places the renewal order to ship today; the schedule then "
        "continues from today.",
        frozenset({Status.ACTIVE}),
        _renew_now,
        button="primary",
    ),
    StaffAction(
        "retry-payment",
        "Retry payment now",
        "Charges the declined renewal again now; when it goes through, the order is placed "
        "and the subscription is active again.",
        frozenset({Status.PAYMENT_FAILED}),
        _retry_payment,
        button="primary",
    ),
    StaffAction(
        "skip",
        "Skip next shipment",
        "The next shipment is skipped: the one after it comes one interval later.",
        ALLOWED[Operation.SKIP],
        _skip,
    ),
    StaffAction(
        "pause",
        "Pause",
        "No renewals until the chosen day; the next shipment is on that day.",
        ALLOWED[Operation.PAUSE],
        _pause,
        PauseForm,
    ),
    StaffAction(
        "resume",
        "Resume",
        "Renews again: one interval after the last shipment, or tomorrow if that day is past.",
        ALLOWED[Operation.RESUME],
        _resume,
    ),
    StaffAction(
        "change-price",
        "Change price",
        "Sets what every renewal charges from now on: each item's price, and a discount.",
        ALLOWED[Operation.CHANGE_PRICE],
        _change_price,
        RenewalPriceForm,
    ),
    StaffAction(
        "reactivate",
        "Reactivate",
        "Renews again, on the day it would have or tomorrow if that day is past.",
        ALLOWED[Operation.REACTIVATE],
        _reactivate,
        button="success",
    ),
    StaffAction(
        "cancel",
        "Cancel",
        "Stops every renewal; the customer can reactivate it later.",
        ALLOWED[Operation.CANCEL],
        _cancel,
        CancelForm,
        button="danger",
    ),
)
BY_SLUG = {action.slug: action for action in ACTIONS}


def offered(subscription: Subscription) -> list[StaffAction]:
    return [action for action in ACTIONS if subscription.status in action.offered_in]
