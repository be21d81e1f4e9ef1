import graphene

from commerce.payments import services

from ...core.permissions import signed_in_customer


class DeleteTokenBaseCard(graphene.Mutation):
    """Removes one of the signed-in customer's cards, at the gateway too."""

    class Arguments:
        hash = graphene.String(required=True, description="The card to remove.")

    Output = graphene.Boolean

    @staticmethod
    def mutate(root, info, hash):
        customer = signed_in_customer(info)
        services.delete_card(customer, hash)
        return True
