import factory
import pycountry

from commerce.address.models import Country, Region, UserAddress
from commerce.customers.tests.factories import CustomerFactory


class CountryFactory(factory.django.DjangoModelFactory):
    """A country by ISO code, named as pycountry names it; the migrations already hold the US."""

    iso_3166_1_a2 = "CA"
    printable_name = factory.LazyAttribute(
        lambda country: pycountry.countries.get(alpha_2=country.iso_3166_1_a2).name
    )
    name = factory.SelfAttribute("printable_name")
    is_shipping_country = True

    class Meta:
        model = Country
        django_get_or_create = ("iso_3166_1_a2",)


class RegionFactory(factory.django.DjangoModelFactory):
    country = factory.SubFactory(CountryFactory)
    code = factory.Sequence(lambda n: f"R{n}")
    name = factory.Sequence(lambda n: f"Region {n}")

    class Meta:
        model = Region
        django_get_or_create = ("country", "code")


def united_states() -> Country:
    return Country.objects.get(iso_3166_1_a2="US")


def ships_to_new_york() -> None:
    """The United States and New York as the migrations hold them, again: a committed test
    before this one (transaction=True, with --reuse-db) may have emptied every table."""
    country, _ = Country.objects.update_or_create(
        iso_3166_1_a2="US",
        defaults={
            "iso_3166_1_a3": "USA",
            "iso_3166_1_numeric": "840",
            "printable_name": "United States",
            "name": "United States of America",
            "is_shipping_country": True,
        },
    )
    Region.objects.get_or_create(country=country, code="NY", defaults={"name": "New York"})


def address_input(**changes) -> dict:
    """An address as the storefront's address forms send it (CustomerAddressInput): a New York
    one, `changes` aside."""
    return {
        "firstname": "Casey",
        "lastname": "Rivera",
        "company": "Rootwell Labs",
        "street": ["12 Grove Street", "Apt 4"],
        "city": "New York",
        "region": {"region_code": "NY"},
        "postcode": "10014",
        "country_code": "US",
        "telephone": "212 555 0199",
        **changes,
    }


def los_angeles_input(**changes) -> dict:
    """Another address than the New York one, as the address forms send it: where a subscriber
    moves their deliveries to."""
    return {
        "firstname": "Casey",
        "lastname": "Rivera",
        "street": ["500 Sunset Blvd"],
        "city": "Los Angeles",
        "region": {"region_code": "CA"},
        "postcode": "90028",
        "country_code": "US",
        "telephone": "310 555 0100",
        **changes,
    }


def us_state(code: str) -> Region:
    return Region.objects.get(country_id="US", code=code)


class UserAddressFactory(factory.django.DjangoModelFactory):
    """A saved New York address; pass `user` to add it to a customer's book."""

    user = factory.SubFactory(CustomerFactory)
    first_name = "Casey"
    last_name = "Rivera"
    line1 = factory.Sequence(lambda n: f"{n + 1} Main Street")
    line4 = "New York"
    postcode = "10001"
    country = factory.LazyFunction(united_states)
    region = factory.LazyFunction(lambda: us_state("NY"))
    state = factory.SelfAttribute("region.name")
    phone_number = "+12125550123"

    class Meta:
        model = UserAddress
