import graphene

from commerce.customers import accounts

from ...core.permissions import signed_in_customer


class RevokeCustomerTokenOutput(graphene.ObjectType):
    result = graphene.Boolean(required=True, description="True once the token no longer works.")


class RevokeCustomerToken(graphene.Mutation):
    """Signs the customer out: the token the request carries stops working."""

    Output = RevokeCustomerTokenOutput

    @staticmethod
    def mutate(root, info):
        signed_in_customer(info)
        return RevokeCustomerTokenOutput(result=accounts.sign_out(info.context.customer_token))
