import graphene

from commerce.address import services

from ...core.permissions import signed_in_customer
from ..types import CustomerAddress, CustomerAddressInput, customer_address


class UpdateCustomerAddress(graphene.Mutation):
    """Changes one of the signed-in customer's addresses; fields left out keep their values."""

    class Arguments:
        id = graphene.Int(required=True, description="The address's id.")
        input = CustomerAddressInput(description="The fields to change.")

    Output = CustomerAddress

    @staticmethod
    def mutate(root, info, id, input=None):
        customer = signed_in_customer(info)
        return customer_address(services.update_address(customer, id, input))
