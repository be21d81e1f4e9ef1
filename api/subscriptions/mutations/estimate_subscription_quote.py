import graphene

from commerce.subscriptions import updates

from ...core.permissions import signed_in_customer
from ...core.throttling import enforce_rate
from ..inputs import SubscriptionProductInput
from ..types import ChargeTotals, SubscriptionQuoteItem, priced_items


class SubscriptionQuoteEstimate(ChargeTotals):
    """What each renewal would charge after the change: the price confirming it locks in, less
    what a coupon takes off."""

    frequency_count = graphene.Int(
        required=True, description="Renews every this many months (1, 3 or 6)."
    )
    items = graphene.List(
        graphene.NonNull(SubscriptionQuoteItem),
        required=True,
        description="Each product at its plan and price; item_id is 0 for a product new to it.",
    )

    reward_items = graphene.List(
        graphene.NonNull(SubscriptionQuoteItem),
        required=True,
        description="Rewards the next renewal ships once (accepted boosters and gifts at their "
        "reward price), item_id 0: in the totals, not in items.",
    )

    @staticmethod
    def resolve_items(estimate, info):
        return priced_items(estimate.lines, {"currency": estimate.totals.currency})

    @staticmethod
    def resolve_reward_items(estimate, info):
        return priced_items(estimate.rewards, {"currency": estimate.totals.currency})


class EstimateSubscriptionQuote(graphene.Mutation):
    """Prices a change of one of the signed-in customer's subscriptions before it is confirmed:
    its products and, with frequency_count, another interval, less what its coupon takes off (as
    the next renewal applies it), or, with coupon_code, what that coupon would take off instead
    (rate limited per client address with the cart's codes, TOO_MANY_REQUESTS). Changes nothing."""

    class Arguments:
        subscription_entity_id = graphene.Int(required=True, description="The subscription's id.")
        subscription_products = graphene.List(
            graphene.NonNull(SubscriptionProductInput),
            required=True,
            description="Everything it would ship.",
        )
        coupon_code = graphene.String(
            description="A shop coupon to price in place of the subscription's own; a code that "
            "is unknown, expired, not available to the customer or takes nothing off is refused "
            "(BAD_USER_INPUT)."
        )
        frequency_count = graphene.Int(
            description="Renew every 1, 3 or 6 months; its own interval when left out."
        )

    Output = SubscriptionQuoteEstimate

    @staticmethod
    def mutate(
        root,
        info,
        subscription_entity_id,
        subscription_products,
        coupon_code=None,
        frequency_count=None,
    ):
        customer = signed_in_customer(info)
        if (coupon_code or "").strip():
            enforce_rate(info, "apply_coupon")
        return updates.estimate_change(
            customer,
            subscription_entity_id,
            subscription_products,
            months=frequency_count,
            coupon_code=coupon_code,
        )
