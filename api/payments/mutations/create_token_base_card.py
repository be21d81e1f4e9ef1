import graphene

from commerce.payments import services

from ...core.permissions import signed_in_customer
from ..types import TokenBaseCard, TokenBaseCardAddressInput


class TokenBaseCardCreateInput(graphene.InputObjectType):
    nonce = graphene.String(
        required=True, description="The single-use nonce the gateway's tokenise endpoint gave."
    )
    method = graphene.String(default_value="authnetcim", description='Only "authnetcim".')
    label = graphene.String(description='The card\'s name; default e.g. "Visa ending 4242".')
    active = graphene.Boolean(default_value=True, description="Offer the card for use.")
    address = TokenBaseCardAddressInput(required=True, description="The billing address.")


class CreateTokenBaseCard(graphene.Mutation):
    """Stores the card behind a nonce for the signed-in customer; the gateway verifies it."""

    class Arguments:
        input = TokenBaseCardCreateInput(required=True, description="The nonce and its details.")

    Output = TokenBaseCard

    @staticmethod
    def mutate(root, info, input):
        customer = signed_in_customer(info)
        return services.add_card(
            customer,
            nonce=input.nonce,
            billing_address=input.address,
            label=input.label,
            active=input.active if input.active is not None else True,
            method=input.method or "authnetcim",
        )
