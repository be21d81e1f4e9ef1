import graphene

from commerce.loyalty import campaigns, offers
from commerce.subscriptions import services

from ...core.permissions import signed_in_customer
from ...subscriptions.types import Subscription
from ..types import LoyaltyCampaign


class AcceptLoyaltyCampaignOutput(graphene.ObjectType):
    """The accepted offer and its subscription as they are now."""

    campaign = graphene.Field(LoyaltyCampaign, required=True, description="The accepted offer.")
    subscription = graphene.Field(
        Subscription,
        required=True,
        description="The subscription: its next shipment's totals include a booster or gift, a "
        "plan upgrade shows in its interval and coupon.",
    )


class AcceptLoyaltyCampaign(graphene.Mutation):
    """Accepts one of the signed-in customer's open offers for one of their subscriptions. A
    missing offer, or another customer's offer or subscription, is CAMPAIGN_NOT_FOUND; one
    declined, expired or accepted already is CAMPAIGN_CLOSED; a SKU not offered, or a missing or
    own friend's email, is BAD_USER_INPUT."""

    class Arguments:
        segment_name = graphene.String(
            required=True, description="The offer's segment_name (the campaign's segment)."
        )
        subscription_id = graphene.Int(
            required=True, description="The subscription it is offered for."
        )
        sku = graphene.String(
            description="pick_your_booster and free_gift: the SKU chosen from booster_list."
        )
        friend_email = graphene.String(
            description="pay_it_forward: the friend's email address the gift code is sent to."
        )

    Output = graphene.NonNull(AcceptLoyaltyCampaignOutput)

    @staticmethod
    def mutate(root, info, segment_name, subscription_id, sku=None, friend_email=None):
        customer = signed_in_customer(info)
        offer, subscription = offers.accept(
            customer, segment_name, subscription_id, sku=sku, friend_email=friend_email
        )
        # Read afresh: accepting may have shipped the next renewal at once.
        subscription = services.subscription_of(customer, subscription.pk)
        return AcceptLoyaltyCampaignOutput(
            campaign=campaigns.view_of(offer, subscription), subscription=subscription
        )
