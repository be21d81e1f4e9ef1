import graphene


class Money(graphene.ObjectType):
    """An amount of money; the value is an exact decimal, never a float."""

    value = graphene.Decimal(required=True, description="The amount, as an exact decimal.")
    currency = graphene.String(required=True, description="ISO 4217 currency code, e.g. USD.")
