import graphene

from commerce.address import services
from commerce.address.validation import AddressError

from ...core.errors import UserInputError
from ...customers.permissions import signed_in_customer
from ..types import CustomerAddress, CustomerAddressInput


class UpdateCustomerAddress(graphene.Mutation):
    """Changes one of the signed-in customer's addresses; fields left out keep their values."""

    class Arguments:
        id = graphene.Int(required=True, description="The address's id.")
        input = CustomerAddressInput(description="The fields to change.")

    Output = CustomerAddress

    @staticmethod
    def mutate(root, info, id, input=None):
        customer = signed_in_customer(info)
        try:
            return services.update_address(customer, id, input)
        except AddressError as error:
            raise UserInputError(str(error), code=error.code) from error
