import graphene

from commerce.address import services

from ...core.permissions import signed_in_customer


class DeleteCustomerAddress(graphene.Mutation):
    """Deletes one of the signed-in customer's addresses; when it was a default, the newest
    remaining address becomes the default instead."""

    class Arguments:
        id = graphene.Int(required=True, description="The address's id.")

    Output = graphene.Boolean

    @staticmethod
    def mutate(root, info, id):
        customer = signed_in_customer(info)
        services.delete_address(customer, id)
        return True
