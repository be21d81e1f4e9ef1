"""The visitor's search state (spec §4) and the product categories search suggests for it (§6)."""

from oscar.core.loading import get_model

from commerce.subscriptions.models import Subscription

Order = get_model("order", "Order")

SUBSCRIBER = "subscriber"
PREVIOUSLY_SUBSCRIBED = "previously_subscribed"
ONE_TIME_PURCHASE = "one_time_purchase"
DEFAULT = "default"

HAIR_GROWTH = "Hair Growth Supplements"
BOOSTERS = "Wellness Boosters"
SCALP_CARE = "Scalp Care"

# A subscription to a skin product (its SKU says SKIN) already covers the scalp side.
SKIN_SKU_MARK = "SKIN"
_ONGOING = (Subscription.Status.ACTIVE, Subscription.Status.PAUSED)


def visitor_search_state(user) -> tuple[str, list[str]]:
    """(state, the categories of products to suggest), in at most two queries."""
    if user is None or not user.is_authenticated:
        return DEFAULT, [HAIR_GROWTH]
    subscriptions = list(Subscription.objects.filter(customer=user).values_list("status", "sku"))
    ongoing = [sku for status, sku in subscriptions if status in _ONGOING]
    if ongoing:
        if any(SKIN_SKU_MARK in sku.upper() for sku in ongoing):
            return SUBSCRIBER, [HAIR_GROWTH, BOOSTERS]
        return SUBSCRIBER, [BOOSTERS, SCALP_CARE]
    if subscriptions:
        return PREVIOUSLY_SUBSCRIBED, [HAIR_GROWTH, SCALP_CARE]
    if Order.objects.filter(user=user).exists():
        return ONE_TIME_PURCHASE, [HAIR_GROWTH, SCALP_CARE]
    return DEFAULT, [HAIR_GROWTH]
