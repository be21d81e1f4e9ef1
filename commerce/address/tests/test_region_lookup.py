from types import SimpleNamespace

import pytest

from commerce.address.regions import region_of, regions_of

from .factories import CountryFactory, RegionFactory, us_state

pytestmark = pytest.mark.django_db


def address(state, country="US"):
    return SimpleNamespace(country_id=country, state=state)


@pytest.mark.parametrize("state", ["New York", "new york", "NEW YORK ", "NY", "ny"])
def test_a_state_names_its_region_by_name_or_code_in_any_case(state):
    written = address(state)

    assert region_of(written, regions_of([written])) == us_state("NY")


def test_only_a_region_of_the_addresses_own_country_matches():
    canada = CountryFactory(iso_3166_1_a2="CA")
    RegionFactory(country=canada, code="NY", name="New York")
    in_canada, in_the_us = address("ny", "CA"), address("Ontario")

    regions = regions_of([in_canada, in_the_us])

    assert region_of(in_canada, regions).country_id == "CA"
    assert region_of(in_the_us, regions) is None


def test_a_state_that_is_one_regions_name_and_anothers_code_means_the_named_one():
    canada = CountryFactory(iso_3166_1_a2="CA")
    named = RegionFactory(country=canada, code="QC", name="On")
    RegionFactory(country=canada, code="ON", name="Ontario")
    written = address("on", "CA")

    assert region_of(written, regions_of([written, address("Ontario", "CA")])) == named


def test_addresses_without_a_state_need_no_query(django_assert_num_queries):
    with django_assert_num_queries(0):
        regions = regions_of([None, address(""), address(None)])

    assert region_of(None, regions) is None and region_of(address("NY"), regions) is None
