import importlib

import pytest
from django.apps import apps

from commerce.address.models import Country, Region

from .factories import UserAddressFactory

pytestmark = pytest.mark.django_db

regions_migration = importlib.import_module(
    "commerce.address.migrations.0009_united_states_and_its_states"
)


def test_the_migrations_ship_to_the_united_states_with_its_50_states_and_dc():
    united_states = Country.objects.get(iso_3166_1_a2="US")
    regions = Region.objects.filter(country=united_states)

    assert united_states.is_shipping_country
    assert united_states.printable_name == "United States"
    assert regions.count() == 51
    assert regions.get(code="DC").name == "District of Columbia"
    assert regions.get(code="NY").name == "New York"
    assert not regions.filter(code__in=["PR", "GU", "VI", "AS", "MP", "UM"]).exists()


def test_loading_the_regions_again_keeps_their_ids_and_links_older_addresses():
    ids = dict(Region.objects.values_list("code", "pk"))
    Region.objects.filter(code="TX").update(name="Tejas")
    Country.objects.filter(iso_3166_1_a2="US").update(is_shipping_country=False)
    older = UserAddressFactory(region=None, state=" texas ")

    regions_migration.ship_to_the_united_states(apps, schema_editor=None)

    assert dict(Region.objects.values_list("code", "pk")) == ids
    assert Region.objects.get(code="TX").name == "Texas"
    assert Country.objects.get(iso_3166_1_a2="US").is_shipping_country
    older.refresh_from_db()
    assert (older.region.code, older.state) == ("TX", " texas ")
