import graphene

from commerce.payments import services

from ...core.permissions import signed_in_customer
from ..types import TokenBaseCard, TokenBaseCardAddressInput, TokenBaseCardPaymentInput


class TokenBaseCardUpdateInput(graphene.InputObjectType):
    hash = graphene.String(required=True, description="The card to change.")
    label = graphene.String(description="A new name; empty restores the default.")
    active = graphene.Boolean(description="Offer the card for use, or not.")
    address = TokenBaseCardAddressInput(description="A new billing address.")
    additional = TokenBaseCardPaymentInput(description="A new expiry month and year.")


class UpdateTokenBaseCard(graphene.Mutation):
    """Changes one of the signed-in customer's cards; fields left out stay as they are."""

    class Arguments:
        input = TokenBaseCardUpdateInput(required=True, description="The card and its changes.")

    Output = TokenBaseCard

    @staticmethod
    def mutate(root, info, input):
        customer = signed_in_customer(info)
        expiry = input.additional or {}
        return services.update_card(
            customer,
            input.hash,
            label=input.label,
            active=input.active,
            billing_address=input.address,
            exp_month=expiry.get("cc_exp_month"),
            exp_year=expiry.get("cc_exp_year"),
        )
