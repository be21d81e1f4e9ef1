import graphene

from commerce.loyalty import offers

from ...core.permissions import signed_in_customer


class DeleteLoyaltyCampaignOutput(graphene.ObjectType):
    """Whether the offer is declined."""

    result = graphene.Boolean(required=True, description="True once the offer is declined.")


class DeleteLoyaltyCampaign(graphene.Mutation):
    """Declines one of the signed-in customer's offers: it is never shown or offered again. An
    accepted booster or gift not shipped yet is taken off the next renewal; an applied upgrade,
    a sent gift code or a used reward is CAMPAIGN_CLOSED. Another customer's offer or
    subscription is CAMPAIGN_NOT_FOUND, like a missing one."""

    class Arguments:
        segment_id = graphene.Int(required=True, description="The offer's id (segment_id).")
        subscription_id = graphene.Int(
            required=True, description="The subscription it is offered for."
        )

    Output = graphene.NonNull(DeleteLoyaltyCampaignOutput)

    @staticmethod
    def mutate(root, info, segment_id, subscription_id):
        customer = signed_in_customer(info)
        return DeleteLoyaltyCampaignOutput(
            result=offers.decline(customer, segment_id, subscription_id)
        )
