"""Rewards a subscription's next renewal ships once: the campaign offers its customer accepted
(commerce.loyalty): a booster at its reward price, a $0 gift, or a plan upgrade whose coupon the
renewal applies.

They are kept in the subscription's quote under "rewards" (what the next renewal ships and
charges), written with the subscription's row locked by whoever accepts or removes an offer and
taken off by the renewal that ships them, in the transaction that writes its order and marks the
offers used. The offers stay the record of each reward's state; the quote's copy lets a renewal,
its estimates and the account's subscription list read them with the subscription's own row, at
no query of their own.

A reward shipped as a line is a basket line referenced "reward-<offer id>", so a renewal marks
used exactly the rewards its own basket carried: one accepted while a renewal was being charged
waits for the next one, and a declined renewal leaves them all for its retry.
"""

from datetime import datetime

from . import signals
from .models import Subscription

BOOSTER = "booster"
GIFT = "gift"
UPGRADE = "upgrade"
SHIPPED = (BOOSTER, GIFT)
LINE_PREFIX = "reward-"


def pending(subscription: Subscription) -> list[dict]:
    """Every reward waiting for the next renewal, in the order they were accepted: each
    {offer_id, kind, segment_name, sku, name, product_id, price, run_with_next_rebill,
    accepted_at}."""
    return list(subscription.quote.get("rewards", ()))


def lines(subscription: Subscription) -> list[dict]:
    """The rewards the next renewal ships as lines of its own (boosters and gifts)."""
    return [reward for reward in pending(subscription) if reward["kind"] in SHIPPED]


def line_reference(offer_id: int) -> str:
    return f"{LINE_PREFIX}{offer_id}"


def offer_id_of(reference: str) -> int | None:
    """The offer a basket line ships, or None for one of the quote's items."""
    if not reference.startswith(LINE_PREFIX):
        return None
    return int(reference.removeprefix(LINE_PREFIX))


def add(subscription: Subscription, offer, kind: str, **line) -> None:
    """Records the accepted offer (a loyalty CampaignOffer) on the subscription's quote (the
    caller holds its row locked and saves the quote). `line`: sku, name, product_id and price for
    a booster or a gift."""
    reward = {
        "offer_id": offer.pk,
        "kind": kind,
        "segment_name": offer.campaign.segment_name,
        "sku": line.get("sku", ""),
        "name": line.get("name", ""),
        "product_id": line.get("product_id"),
        "price": str(line.get("price", "0.00")),
        "run_with_next_rebill": offer.campaign.run_with_next_rebill,
        "accepted_at": offer.accepted_at.isoformat(),
    }
    subscription.quote = {**subscription.quote, "rewards": [*pending(subscription), reward]}


def remove(subscription: Subscription, offer_ids) -> list[dict]:
    """Takes these offers' rewards off the quote (the caller saves it); the ones taken off."""
    offer_ids = set(offer_ids)
    kept, removed = [], []
    for reward in pending(subscription):
        (removed if reward["offer_id"] in offer_ids else kept).append(reward)
    if removed:
        subscription.quote = {**subscription.quote, "rewards": kept}
    return removed


def shipped_by(subscription: Subscription, basket, placed_from: datetime) -> list[dict]:
    """The rewards a renewal settles: those its basket carries as lines, and the upgrades
    accepted before its placement was recorded (their coupon was on the subscription then)."""
    in_basket = {offer_id_of(line.line_reference) for line in basket.all_lines()}
    return [
        reward
        for reward in pending(subscription)
        if reward["offer_id"] in in_basket
        or (
            reward["kind"] == UPGRADE
            and datetime.fromisoformat(reward["accepted_at"]) < placed_from
        )
    ]


def mark_used(rewards: list[dict], order) -> None:
    """The offers behind these rewards were used by the order, written with it by the app whose
    offers they are (signals.rewards_shipped)."""
    signals.rewards_shipped.announce(
        offer_ids=[reward["offer_id"] for reward in rewards], order=order
    )


def described(rewards: list[dict], currency: str) -> str:
    """The rewards in words the customer can read too, e.g. "Stress Booster at 0.00 USD"."""
    return "; ".join(
        f"{reward['name']} at {reward['price']} {currency}"
        if reward["kind"] in SHIPPED
        else "the plan upgrade"
        for reward in rewards
    )
