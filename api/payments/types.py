"""Stored cards in the shapes of Magento's ParadoxLabs TokenBase module, which the storefront
speaks. Resolved from `payments.StoredCard` rows; the address from its JSON snapshot."""

import graphene

from commerce.payments.services import cards_of

from ..addresses.types import CustomerAddressRegion, CustomerAddressRegionInput
from ..core.fields import attribute


class TokenBaseCardAddress(graphene.ObjectType):
    """The billing address stored with a card."""

    firstname = graphene.String(required=True, description="First name.")
    lastname = graphene.String(required=True, description="Last name.")
    company = graphene.String(required=True, description='Company; "" when none.')
    street = graphene.List(
        graphene.NonNull(graphene.String), required=True, description="Street lines."
    )
    city = graphene.String(required=True, description="City.")
    region = graphene.Field(CustomerAddressRegion, description="State or region; null when none.")
    region_id = graphene.Int(description="The region's id; null when none.")
    postcode = graphene.String(required=True, description="Postcode or ZIP code.")
    country_id = graphene.String(required=True, description="Two-letter country code, e.g. US.")
    telephone = graphene.String(required=True, description='Telephone; "" when none.')


class TokenBaseCardAdditional(graphene.ObjectType):
    """What the gateway lets the shop see of the card itself."""

    cc_type = graphene.String(
        required=True,
        description="Card type code (Magento's): VI, MC, AE, DI, JCB or DN.",
        source="brand",
    )
    cc_last4 = graphene.String(
        required=True, description="The card number's last four digits.", source="last4"
    )
    cc_exp_year = graphene.String(required=True, description="Expiry year, e.g. 2030.")
    cc_exp_month = graphene.String(required=True, description="Expiry month, 1 to 12.")

    @staticmethod
    def resolve_cc_exp_year(card, info):
        return str(card.exp_year)

    @staticmethod
    def resolve_cc_exp_month(card, info):
        return str(card.exp_month)


class RenewingSubscription(graphene.ObjectType):
    """A subscription whose renewals charge the card."""

    number = graphene.String(required=True, description='Its number, e.g. "S100042-1".')
    name = graphene.String(required=True, description="What it delivers.")


class TokenBaseCard(graphene.ObjectType):
    """A card the customer stored at the payment gateway; the shop never holds its number."""

    id = graphene.Int(required=True, description="The card's id.", source="pk")
    hash = graphene.String(required=True, description="The card's identifier in requests.")
    label = graphene.String(required=True, description='The card\'s name, e.g. "Visa ending 4242".')
    expires = graphene.String(
        required=True, description="YYYY-MM-DD: the last day of the card's expiry month."
    )
    customer_email = graphene.String(
        required=True, description="The card owner's email.", resolver=attribute("customer.email")
    )
    customer_id = graphene.Int(required=True, description="The card owner's customer id.")
    profile_id = graphene.String(required=True, description="The gateway's customer profile id.")
    method = graphene.String(required=True, description='The payment method, "authnetcim".')
    active = graphene.Boolean(required=True, description="Whether the card is offered for use.")
    created_at = graphene.String(required=True, description="When it was stored (ISO 8601).")
    address = graphene.Field(
        TokenBaseCardAddress, description="The billing address; null when none was stored."
    )
    additional = graphene.Field(
        TokenBaseCardAdditional, required=True, description="Card type, last four and expiry."
    )
    is_default = graphene.Boolean(
        required=True,
        description="The customer's default card: the newest one that can pay today, which "
        "checkout chooses unless the customer picks another.",
    )
    renews_subscriptions = graphene.List(
        graphene.NonNull(RenewingSubscription),
        required=True,
        description="The subscriptions (not canceled) whose renewals charge this card.",
    )

    @staticmethod
    def resolve_expires(card, info):
        return card.expires.isoformat()

    @staticmethod
    def resolve_created_at(card, info):
        return card.created_at.isoformat()

    @staticmethod
    def resolve_address(card, info):
        return card.billing_address or None

    @staticmethod
    def resolve_additional(card, info):
        return card

    @staticmethod
    def resolve_is_default(card, info):
        # Set by payments.services.cards_of; a card from elsewhere (a mutation's answer) asks.
        if not hasattr(card, "is_default"):
            listed = cards_of(card.customer, card.hash)
            card.is_default = bool(listed) and listed[0].is_default
        return card.is_default

    @staticmethod
    def resolve_renews_subscriptions(card, info):
        renewing = getattr(card, "renewing_subscriptions", None)
        if renewing is None:
            renewing = card.subscriptions.exclude(status="canceled").order_by("number")
        return renewing


class TokenBaseCardAddressInput(graphene.InputObjectType):
    firstname = graphene.String(required=True, description="First name.")
    lastname = graphene.String(required=True, description="Last name.")
    company = graphene.String(description="Company.")
    street = graphene.List(
        graphene.NonNull(graphene.String), required=True, description="Street lines (1 to 3)."
    )
    city = graphene.String(required=True, description="City.")
    region = CustomerAddressRegionInput(
        description='State or province, where the country has them (e.g. {region_code: "NY"}).'
    )
    postcode = graphene.String(required=True, description="Postcode or ZIP code.")
    country_id = graphene.String(required=True, description="Two-letter country code, e.g. US.")
    telephone = graphene.String(description="Telephone.")


class TokenBaseCardPaymentInput(graphene.InputObjectType):
    cc_exp_month = graphene.Int(description="New expiry month, 1 to 12.")
    cc_exp_year = graphene.Int(description="New expiry year, four digits.")


class TokenBaseCheckoutConfig(graphene.ObjectType):
    """What the browser needs to tokenise a card at the gateway."""

    method = graphene.String(required=True, description='The payment method, "authnetcim".')
    client_key = graphene.String(
        name="clientKey", required=True, description="The gateway's public client key."
    )
    api_login_id = graphene.String(
        name="apiLoginId", required=True, description="The merchant's public API login id."
    )
    sandbox = graphene.Boolean(required=True, description="True when no real card is charged.")
    tokenize_url = graphene.String(
        required=True, description="Where the browser posts the card details for a nonce."
    )
