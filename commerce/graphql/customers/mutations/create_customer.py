import graphene

from commerce.customers import accounts

from ...core.errors import UserInputError
from ..types import Customer


class CustomerInput(graphene.InputObjectType):
    firstname = graphene.String(required=True, description="First name.")
    lastname = graphene.String(required=True, description="Last name.")
    email = graphene.String(required=True, description="Email address; the login.")
    password = graphene.String(required=True, description="Must meet the password rules.")


class CustomerOutput(graphene.ObjectType):
    customer = graphene.Field(Customer, required=True, description="The new customer.")


class CreateCustomer(graphene.Mutation):
    """Creates a customer account (Magento's createCustomer shape)."""

    class Arguments:
        input = CustomerInput(required=True, description="The new customer's details.")

    Output = CustomerOutput

    @staticmethod
    def mutate(root, info, input):
        try:
            user = accounts.create_customer(
                firstname=input.firstname,
                lastname=input.lastname,
                email=input.email,
                password=input.password,
            )
        except accounts.AccountError as error:
            raise UserInputError(str(error)) from error
        return CustomerOutput(customer=Customer.from_user(user))
