import graphene

from commerce.payments import services

from ...core.errors import UserInputError
from ...customers.permissions import signed_in_customer


class DeleteTokenBaseCard(graphene.Mutation):
    """Removes one of the signed-in customer's cards, at the gateway too."""

    class Arguments:
        hash = graphene.String(required=True, description="The card to remove.")

    Output = graphene.Boolean

    @staticmethod
    def mutate(root, info, hash):
        customer = signed_in_customer(info)
        try:
            services.delete_card(customer, hash)
        except services.CardError as error:
            raise UserInputError(error.message, code=error.code) from error
        return True
