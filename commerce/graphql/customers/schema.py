import graphene

from .mutations.create_customer import CreateCustomer
from .mutations.generate_customer_token import GenerateCustomerToken
from .mutations.revoke_customer_token import RevokeCustomerToken
from .mutations.subscribe_for_newsletters import SubscribeForNewsletters
from .permissions import signed_in_customer
from .types import Customer


class CustomerQueries(graphene.ObjectType):
    customer = graphene.Field(
        Customer, required=True, description="The signed-in customer (a token is required)."
    )

    @staticmethod
    def resolve_customer(root, info):
        return Customer.from_user(signed_in_customer(info))


class CustomerMutations(graphene.ObjectType):
    subscribe_for_newsletters = SubscribeForNewsletters.Field(
        name="subscribeForNewsletters",
        description="Signs an address up for the newsletter; new ones get a $10 code by email.",
    )
    generate_customer_token = GenerateCustomerToken.Field(
        name="generateCustomerToken", description="Signs a customer in; returns a token."
    )
    revoke_customer_token = RevokeCustomerToken.Field(
        name="revokeCustomerToken", description="Signs the customer out."
    )
    create_customer = CreateCustomer.Field(
        name="createCustomer", description="Creates a customer account."
    )
