import graphene

from commerce.customers import accounts

from ...core.throttling import enforce_rate
from ..types import CustomerOutput


class CustomerInput(graphene.InputObjectType):
    firstname = graphene.String(required=True, description="First name.")
    lastname = graphene.String(required=True, description="Last name.")
    email = graphene.String(required=True, description="Email address; the login.")
    password = graphene.String(required=True, description="Must meet the password rules.")


class CreateCustomer(graphene.Mutation):
    """Creates a customer account (Magento's createCustomer shape) and emails a welcome.

    Rate limited per client address and per email (TOO_MANY_REQUESTS).
    """

    class Arguments:
        input = CustomerInput(required=True, description="The new customer's details.")

    Output = CustomerOutput

    @staticmethod
    def mutate(root, info, input):
        enforce_rate(info, "create_account", email=input.email)
        user = accounts.create_customer(
            firstname=input.firstname,
            lastname=input.lastname,
            email=input.email,
            password=input.password,
        )
        return CustomerOutput(customer=user)
