import graphene

from commerce.address import services
from commerce.address.validation import AddressError

from ...core.errors import UserInputError
from ...customers.permissions import signed_in_customer


class DeleteCustomerAddress(graphene.Mutation):
    """Deletes one of the signed-in customer's addresses; when it was a default, the newest
    remaining address becomes the default instead."""

    class Arguments:
        id = graphene.Int(required=True, description="The address's id.")

    Output = graphene.Boolean

    @staticmethod
    def mutate(root, info, id):
        customer = signed_in_customer(info)
        try:
            services.delete_address(customer, id)
        except AddressError as error:
            raise UserInputError(str(error), code=error.code) from error
        return True
