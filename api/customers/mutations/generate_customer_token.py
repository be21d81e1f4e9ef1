import graphene

from commerce.customers import accounts

from ...core.throttling import enforce_rate


class CustomerToken(graphene.ObjectType):
    """A customer's sign-in token."""

    token = graphene.String(required=True, description="Send as Authorization: Bearer <token>.")
    weak_password = graphene.Boolean(
        required=True, description="True when the password no longer meets the password rules."
    )


class GenerateCustomerToken(graphene.Mutation):
    """Signs a customer in by email and password; any failure gives one generic message.

    Rate limited per client address and per email (TOO_MANY_REQUESTS).
    """

    class Arguments:
        email = graphene.String(required=True, description="The customer's email address.")
        password = graphene.String(required=True, description="The customer's password.")

    Output = CustomerToken

    @staticmethod
    def mutate(root, info, email, password):
        enforce_rate(info, "login", email=email)
        signed_in = accounts.sign_in(email, password)
        return CustomerToken(token=signed_in.token, weak_password=signed_in.weak_password)
