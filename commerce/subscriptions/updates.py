"""A customer changing their own subscription (updateSubscription) and asking what a change
would cost (estimateSubscriptionQuote).

Another customer's subscription fails exactly like a missing one. The parts of one update run
in one transaction: a refused part leaves the subscription as it was.
"""

import logging
import re
from collections.abc import Callable, Iterable, Mapping
from datetime import date

from django.db import transaction

from commerce.core.errors import DomainError

from . import coupons, edits, lifecycle, pricing, renewals, services
from .changes import propose
from .models import Subscription
from .rules import Operation, SubscriptionError, SubscriptionNotFound, check_allowed

logger = logging.getLogger(__name__)

ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def owned(customer, entity_id) -> Subscription:
    subscription = (
        Subscription.objects.filter(customer=customer, pk=entity_id)
        .select_related("coupon")
        .first()
    )
    if subscription is None:
        raise SubscriptionNotFound(entity_id)
    subscription.customer = customer  # the one asked for: saves reading it again
    return subscription


def estimate_change(
    customer,
    entity_id: int,
    products: Iterable[Mapping],
    *,
    months: int | None = None,
    coupon_code: str | None = None,
) -> pricing.Estimate:
    """What each renewal would charge for these products ({sku, qty}) every `months` months
    (the subscription's own interval when None): the price confirming the change would lock,
    less what the subscription's coupon takes off, or, with a coupon code, what that coupon
    would take off in its place (a code it would not take anything off is refused)."""
    subscription = owned(customer, entity_id)
    proposal = propose(subscription, products, months)
    options = {"frequency_count": proposal.frequency_count, "plans": proposal.plans}
    code = (coupon_code or "").strip()
    if code:
        coupon = coupons.typed_coupon(code, customer)
        return pricing.estimate(
            subscription, proposal.lines, coupon=coupon, with_rewards=True, **options
        )
    return pricing.renewal_estimate(subscription, proposal.lines, **options)


def update_subscription(customer, entity_id: int, changes: Mapping) -> Subscription:
    """Applies each part given (a part left out or null changes nothing), then the action.

    What charges the card runs once the changes are committed, outside any transaction (the
    gateway is a remote system): "ship now", and the retry of a declined renewal that a new card
    allows (its outcome shows in the subscription's status and log)."""
    given = {key: value for key, value in changes.items() if value is not None}
    with transaction.atomic():
        subscription = owned(customer, entity_id)
        for part, apply in _PARTS:
            if any(key in given for key in part):
                subscription = apply(subscription, given, customer)
    if given.get("action") == "ship_now":
        renewals.renew_now(subscription, actor=customer)
    elif "tokenbase_id" in given and subscription.status == Subscription.Status.PAYMENT_FAILED:
        _retry_with_new_card(subscription, customer)
    return services.subscription_of(customer, entity_id)


def _retry_with_new_card(subscription, customer) -> None:
    try:
        renewals.retry_payment(subscription, actor=customer)
    except DomainError as refusal:
        logger.info("Retrying subscription %s with its new card: %s", subscription.pk, refusal)


def _rename(subscription, given, actor):
    return edits.rename(subscription, given["name"], actor=actor)


def _journey(subscription, given, actor):
    day = parse_date(given["journey_start_date"], "the journey start date")
    return edits.set_journey_start_date(subscription, day, actor=actor)


def _address(subscription, given, actor):
    address = given["shipping_address"]
    return edits.change_address(
        subscription,
        customer_address_id=address.get("customer_address_id"),
        address=address.get("address"),
        actor=actor,
    )


def _card(subscription, given, actor):
    return edits.change_card(subscription, given["tokenbase_id"], actor=actor)


def _products(subscription, given, actor):
    return edits.change_products(
        subscription,
        given.get("subscription_products"),
        months=given.get("frequency_count"),
        actor=actor,
    )


# Parts another app answers (loyalty's campaign offers), registered from its AppConfig.ready():
# key -> accept(actor, value, subscription), returning the subscription.
_offered_parts: dict[str, Callable] = {}


def register_offered_part(key: str, accept: Callable) -> None:
    _offered_parts[key] = accept


def _offered(key: str):
    def apply(subscription, given, actor):
        return _offered_parts[key](actor, given[key], subscription)

    return apply


_upgrade = _offered("upgrade_segment_id")
_referral = _offered("referral_campaign")


def _coupon(subscription, given, actor):
    return coupons.change_coupon(subscription, given["coupon_code"], actor=actor)


def _next_run(subscription, given, actor):
    day = parse_date(given["next_run"], "the next shipment date")
    return lifecycle.change_next_run(subscription, day, actor=actor)


def _action(subscription, given, actor):
    action = given["action"]
    if action == "pause":
        if "pause_until" not in given:
            raise SubscriptionError("Choose a date to pause until.")
        until = parse_date(given["pause_until"], "the date to pause until")
        return lifecycle.pause(subscription, until, actor=actor)
    if action == "cancel":
        return lifecycle.cancel(subscription, given.get("cancel_reason", ""), actor=actor)
    if action == "ship_now":
        check_allowed(Operation.SHIP_NOW, subscription)  # it renews once this commits
        return subscription
    return _SIMPLE_ACTIONS[action](subscription, actor=actor)


_SIMPLE_ACTIONS = {
    "skip": lifecycle.skip_next,
    "resume": lifecycle.resume,
    "reactivate": lifecycle.reactivate,
}

# In this order: what it is, where and how it ships, a plan upgrade (its interval and coupon),
# its coupon (checked against what it ships after the change), a referral campaign, then when,
# then the action.
_PARTS = (
    (("name",), _rename),
    (("journey_start_date",), _journey),
    (("shipping_address",), _address),
    (("tokenbase_id",), _card),
    (("subscription_products", "frequency_count"), _products),
    (("upgrade_segment_id",), _upgrade),
    (("coupon_code",), _coupon),
    (("referral_campaign",), _referral),
    (("next_run",), _next_run),
    (("action",), _action),
)


def parse_date(value, label: str) -> date:
    text = str(value).strip()
    try:
        if ISO_DATE.fullmatch(text):
            return date.fromisoformat(text)
    except ValueError:
        pass
    raise SubscriptionError(f"Enter {label} as YYYY-MM-DD.")
