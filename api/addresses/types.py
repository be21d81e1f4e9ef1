import graphene
import pycountry

from commerce.address.snapshot import AddressSnapshot

CountryCodeEnum = graphene.Enum(
    "CountryCodeEnum",
    sorted((country.alpha_2, country.alpha_2) for country in pycountry.countries),
    description="An ISO 3166-1 alpha-2 country code.",
)


class Region(graphene.ObjectType):
    """A state or province an address in its country must name."""

    id = graphene.Int(required=True, description="The region's id, for `region_id` inputs.")
    code = graphene.String(required=True, description="The postal abbreviation, e.g. NY.")
    name = graphene.String(required=True, description="The region's name, e.g. New York.")


class Country(graphene.ObjectType):
    """A country the shop ships to."""

    id = graphene.String(
        required=True, description="The ISO 3166-1 alpha-2 code, e.g. US.", source="iso_3166_1_a2"
    )
    two_letter_abbreviation = graphene.String(
        required=True, description="The ISO 3166-1 alpha-2 code, e.g. US.", source="iso_3166_1_a2"
    )
    full_name_english = graphene.String(
        required=True,
        description="The country's name in English, e.g. United States.",
        source="printable_name",
    )
    available_regions = graphene.List(
        graphene.NonNull(Region),
        required=True,
        description="The regions an address must choose from, by name; empty when none.",
    )

    @staticmethod
    def resolve_available_regions(country, info):
        return country.regions.all()


class CustomerAddressRegion(graphene.ObjectType):
    """An address's state or province."""

    region_code = graphene.String(description="The postal abbreviation, e.g. NY.")
    region = graphene.String(description="The region's name, e.g. New York.")
    region_id = graphene.Int(description="The region's id; null for free-text regions.")


class CustomerAddressRegionInput(graphene.InputObjectType):
    """A region by id, by code or by name (the first given of these, in that order)."""

    region_code = graphene.String(description="The postal abbreviation, e.g. NY.")
    region = graphene.String(description="The region's name; free text in a country without.")
    region_id = graphene.Int(description="The id from `countries { available_regions { id } }`.")


def customer_address(address) -> dict:
    """An address book entry (a UserAddress, its region read along) as CustomerAddress reads it."""
    return AddressSnapshot.from_oscar(address).as_book_address(
        address.pk,
        default_shipping=address.is_default_for_shipping,
        default_billing=address.is_default_for_billing,
    )


class CustomerAddress(graphene.ObjectType):
    """One of the signed-in customer's saved addresses."""

    # Resolved from customer_address: the mapping from Oscar's fields is AddressSnapshot's.

    id = graphene.Int(required=True, description="The address's id.")
    firstname = graphene.String(required=True, description="First name.")
    lastname = graphene.String(required=True, description="Last name.")
    company = graphene.String(required=True, description="Company; empty when none.")
    street = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="The street lines (one to three).",
    )
    city = graphene.String(required=True, description="City.")
    postcode = graphene.String(required=True, description="ZIP or postal code.")
    telephone = graphene.String(
        required=True, description="Phone number, national format for numbers of its country."
    )
    country_code = graphene.Field(
        CountryCodeEnum, required=True, description="The country's ISO code."
    )
    country_id = graphene.String(required=True, description="The country's ISO code, e.g. US.")
    region = graphene.Field(CustomerAddressRegion, description="State or province; null when none.")
    region_id = graphene.Int(description="The region's id; null for free-text or no region.")
    default_shipping = graphene.Boolean(
        required=True,
        description="True for the customer's default shipping address.",
    )
    default_billing = graphene.Boolean(
        required=True,
        description="True for the customer's default billing address.",
    )


class CustomerAddressInput(graphene.InputObjectType):
    """An address in Magento's shape. On update, a field left out (or null) keeps its value."""

    firstname = graphene.String(description="First name (required).")
    lastname = graphene.String(description="Last name (required).")
    company = graphene.String(description="Company.")
    street = graphene.List(
        graphene.String, description="Up to three street lines; the first is required."
    )
    city = graphene.String(description="City (required).")
    region = graphene.InputField(
        CustomerAddressRegionInput,
        description="State or province; required in a country with regions.",
    )
    postcode = graphene.String(description="ZIP or postal code (required).")
    country_code = graphene.InputField(
        CountryCodeEnum, description="The country (required); one the shop ships to."
    )
    telephone = graphene.String(description="Phone number (required).")
    default_shipping = graphene.Boolean(
        description="Make this the default shipping address (the previous one stops being it)."
    )
    default_billing = graphene.Boolean(
        description="Make this the default billing address (the previous one stops being it)."
    )
