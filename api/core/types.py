import graphene


class Money(graphene.ObjectType):
    """An amount of money; the value is an exact decimal, never a float."""

    value = graphene.Decimal(required=True, description="The amount, as an exact decimal.")
    currency = graphene.String(required=True, description="ISO 4217 currency code, e.g. USD.")


class ImageRendition(graphene.ObjectType):
    """A picture rendered at one size; a type built on it says where its `url` leads."""

    class Meta:
        abstract = True

    width = graphene.Int(required=True, description="Width in pixels.")
    height = graphene.Int(required=True, description="Height in pixels.")
    alt = graphene.String(required=True, description="Alternative text; empty if decorative.")
