import graphene

from commerce.subscriptions import updates

from ...core.permissions import signed_in_customer
from ...core.throttling import enforce_rate
from ..inputs import UpdateSubscriptionInput
from ..types import Subscription, SubscriptionQuoteItem


class UpdateSubscriptionOutput(graphene.ObjectType):
    """The subscription as it is after the change."""

    subscription = graphene.Field(Subscription, required=True, description="The subscription.")
    coupon_code = graphene.String(
        description="The coupon the change applied (a coupon_code given, or the plan upgrade's "
        "of upgrade_segment_id); null for other changes."
    )
    items = graphene.List(
        graphene.NonNull(SubscriptionQuoteItem),
        description="With upgrade_segment_id: the plan's products after the upgrade, at their "
        "new interval's price; null for other changes.",
    )


class UpdateSubscription(graphene.Mutation):
    """Changes one of the signed-in customer's subscriptions (name, journey start date,
    products, frequency, next shipment, address, card, coupon, a plan upgrade or referral
    campaign offered to it) and/or pauses, resumes, skips,
    cancels or reactivates it. Another customer's subscription is NOT_FOUND, like a missing one.
    A coupon code counts towards the cart's limit on codes per client address."""

    class Arguments:
        input = UpdateSubscriptionInput(required=True, description="The subscription and changes.")

    Output = UpdateSubscriptionOutput

    @staticmethod
    def mutate(root, info, input):
        customer = signed_in_customer(info)
        code = (input.coupon_code or "").strip()
        if code:
            enforce_rate(info, "apply_coupon")
        changes = dict(input)
        if input.action is not None:
            changes["action"] = input.action.value
        subscription = updates.update_subscription(customer, input.entity_id, changes)
        upgraded = input.upgrade_segment_id is not None
        applied = subscription.coupon if code or upgraded else None
        items = None
        if upgraded:
            quote = subscription.quote
            items = [{**item, "quote": quote} for item in quote["items"]]
        return UpdateSubscriptionOutput(
            subscription=subscription, coupon_code=applied.code if applied else None, items=items
        )
