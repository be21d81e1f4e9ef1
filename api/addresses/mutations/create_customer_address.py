import graphene

from commerce.address import services

from ...core.permissions import signed_in_customer
from ..types import CustomerAddress, CustomerAddressInput, customer_address


class CreateCustomerAddress(graphene.Mutation):
    """Saves an address to the signed-in customer's address book (at most 50). The first one
    becomes the default for shipping and billing."""

    class Arguments:
        input = CustomerAddressInput(required=True, description="The new address.")

    Output = CustomerAddress

    @staticmethod
    def mutate(root, info, input):
        customer = signed_in_customer(info)
        return customer_address(services.create_address(customer, input))
