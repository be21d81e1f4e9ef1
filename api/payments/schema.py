import graphene
from django.conf import settings

from commerce.payments import services
from commerce.payments.gateway import get_gateway

from ..core.limits import bound_list
from ..core.mutation_fields import mutation_field
from ..core.permissions import signed_in_customer
from .mutations.create_token_base_card import CreateTokenBaseCard
from .mutations.delete_token_base_card import DeleteTokenBaseCard
from .mutations.update_token_base_card import UpdateTokenBaseCard
from .types import TokenBaseCard, TokenBaseCheckoutConfig


class PaymentQueries(graphene.ObjectType):
    token_base_cards = graphene.List(
        graphene.NonNull(TokenBaseCard),
        required=True,
        name="tokenBaseCards",
        hash=graphene.String(description="Only this card (an empty list when there is none)."),
        description="The signed-in customer's stored cards, newest first (at most 50).",
    )
    token_base_checkout_config = graphene.Field(
        TokenBaseCheckoutConfig,
        name="tokenBaseCheckoutConfig",
        method=graphene.String(required=True, description='The payment method: "authnetcim".'),
        description="What the browser needs to tokenise a card at the payment gateway "
        "(public values; guests at checkout ask too).",
    )

    @staticmethod
    def resolve_token_base_cards(root, info, hash=None):
        return services.cards_of(signed_in_customer(info), hash)

    @staticmethod
    def resolve_token_base_checkout_config(root, info, method):
        # Public keys only, so guests paying at checkout get them too.
        services.check_method(method)
        gateway = get_gateway()
        return TokenBaseCheckoutConfig(
            method=gateway.method,
            client_key=settings.AUTHNET_CLIENT_KEY,
            api_login_id=settings.AUTHNET_API_LOGIN_ID,
            sandbox=gateway.sandbox,
            tokenize_url=gateway.tokenize_url,
        )


class PaymentMutations(graphene.ObjectType):
    create_token_base_card = mutation_field(
        CreateTokenBaseCard, "Stores a card from a gateway nonce for the signed-in customer."
    )
    update_token_base_card = mutation_field(
        UpdateTokenBaseCard, "Changes a stored card's name, active flag, billing address or expiry."
    )
    delete_token_base_card = mutation_field(DeleteTokenBaseCard, "Removes a stored card.")


bound_list("Query.tokenBaseCards", services.LIST_LIMIT)
