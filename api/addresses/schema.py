import graphene

from commerce.address import services

from ..core.mutation_fields import mutation_field
from .mutations.create_customer_address import CreateCustomerAddress
from .mutations.delete_customer_address import DeleteCustomerAddress
from .mutations.update_customer_address import UpdateCustomerAddress
from .types import Country


class AddressQueries(graphene.ObjectType):
    countries = graphene.List(
        graphene.NonNull(Country),
        required=True,
        description="The countries the shop ships to, with the regions their addresses use.",
    )

    @staticmethod
    def resolve_countries(root, info):
        return services.shipping_countries()


class AddressMutations(graphene.ObjectType):
    create_customer_address = mutation_field(
        CreateCustomerAddress, "Saves an address to the signed-in customer's address book."
    )
    update_customer_address = mutation_field(
        UpdateCustomerAddress, "Changes one of the signed-in customer's addresses."
    )
    delete_customer_address = mutation_field(
        DeleteCustomerAddress, "Deletes one of the signed-in customer's addresses."
    )
