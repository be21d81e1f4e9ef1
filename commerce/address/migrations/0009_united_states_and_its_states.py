"""The shop ships within the United States: make sure the country exists, ships, and has its
states and DC as regions. Existing rows are updated in place, so region ids never change, and
addresses saved before regions existed are linked to the region their state text names."""

import pycountry
from django.db import migrations

REGION_TYPES = {"State", "District"}  # the 50 states and DC, not the outlying areas


def ship_to_the_united_states(apps, schema_editor):
    Country = apps.get_model("address", "Country")
    Region = apps.get_model("address", "Region")
    united_states = pycountry.countries.get(alpha_2="US")
    country, _ = Country.objects.get_or_create(
        iso_3166_1_a2="US",
        defaults={
            "iso_3166_1_a3": united_states.alpha_3,
            "iso_3166_1_numeric": united_states.numeric,
            "printable_name": united_states.name,
            "name": united_states.official_name,
        },
    )
    if not country.is_shipping_country:
        country.is_shipping_country = True
        country.save(update_fields=["is_shipping_country"])
    regions = {}
    for subdivision in pycountry.subdivisions.get(country_code="US"):
        if subdivision.type in REGION_TYPES:
            region, _ = Region.objects.update_or_create(
                country=country,
                code=subdivision.code.removeprefix("US-"),
                defaults={"name": subdivision.name},
            )
            regions[region.code.casefold()] = regions[region.name.casefold()] = region
    UserAddress = apps.get_model("address", "UserAddress")
    for address in UserAddress.objects.filter(country=country, region__isnull=True):
        region = regions.get(address.state.strip().casefold())
        if region is not None:
            # `state` keeps its text: the address's duplicate hash was computed from it.
            UserAddress.objects.filter(pk=address.pk).update(region=region)


class Migration(migrations.Migration):
    dependencies = [("address", "0008_region_and_company")]

    operations = [migrations.RunPython(ship_to_the_united_states, migrations.RunPython.noop)]
