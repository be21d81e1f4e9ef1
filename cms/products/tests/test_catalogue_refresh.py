import json

import pytest
from django.db import transaction

from commerce.plans.tests.factories import core_product_with_four_plans

from .factories import ProductPageFactory

pytestmark = pytest.mark.django_db


def refreshed_paths(storefront) -> list[list[str]]:
    return [json.loads(request["body"])["paths"] for request in storefront]


@pytest.fixture
def core_on_two_pages(womens_home):
    product = core_product_with_four_plans()
    ProductPageFactory(parent=womens_home, slug="rootwell-core-for-women", product=product)
    ProductPageFactory(
        parent=womens_home, slug="core-3-month", product=product, preselected_interval=3
    )
    return product


def test_a_price_changed_in_the_dashboard_refreshes_the_pages_selling_the_product(
    storefront, core_on_two_pages, django_capture_on_commit_callbacks
):
    stockrecord = core_on_two_pages.children.get(upc="RW-CORE-W-3M-S01").stockrecords.get()

    with django_capture_on_commit_callbacks(execute=True):
        stockrecord.price = "219.00"
        stockrecord.save()

    assert refreshed_paths(storefront) == [["/core-3-month/", "/rootwell-core-for-women/"]]


def test_changing_a_plan_attribute_or_the_product_refreshes_its_pages(
    storefront, core_on_two_pages, django_capture_on_commit_callbacks
):
    plan = core_on_two_pages.children.get(upc="RW-CORE-W-N01")

    # the dashboard saves a plan's attributes by saving the plan
    with django_capture_on_commit_callbacks(execute=True):
        plan.attr.option_title = "Buy Once"
        plan.save()
    with django_capture_on_commit_callbacks(execute=True):
        core_on_two_pages.title = "Rootwell Core"
        core_on_two_pages.save()

    assert refreshed_paths(storefront) == [
        ["/core-3-month/", "/rootwell-core-for-women/"],
        ["/core-3-month/", "/rootwell-core-for-women/"],
    ]


def test_one_dashboard_save_sends_one_refresh_and_only_after_it_is_committed(
    storefront, core_on_two_pages, django_capture_on_commit_callbacks
):
    plan = core_on_two_pages.children.get(upc="RW-CORE-W-1M-S01")

    with django_capture_on_commit_callbacks(execute=True), transaction.atomic():
        plan.attr.option_title = "Monthly"
        plan.save()
        stockrecord = plan.stockrecords.get()
        stockrecord.price = "75.00"
        stockrecord.save()
        assert storefront == []

    assert refreshed_paths(storefront) == [["/core-3-month/", "/rootwell-core-for-women/"]]


def test_a_product_no_page_sells_refreshes_nothing(
    storefront, womens_home, django_capture_on_commit_callbacks
):
    product = core_product_with_four_plans(upc="RW-UNLISTED")

    with django_capture_on_commit_callbacks(execute=True):
        product.title = "Unlisted"
        product.save()

    assert storefront == []


def test_an_order_allocating_stock_refreshes_nothing_until_the_plan_sells_out(
    storefront, core_on_two_pages, django_capture_on_commit_callbacks
):
    stockrecord = core_on_two_pages.children.get(upc="RW-CORE-W-3M-S01").stockrecords.get()
    stockrecord.num_in_stock, stockrecord.num_allocated = 2, 0
    stockrecord.save()
    storefront.clear()

    with django_capture_on_commit_callbacks(execute=True):
        stockrecord.allocate(1)
    assert storefront == []

    with django_capture_on_commit_callbacks(execute=True):
        stockrecord.allocate(1)
    assert refreshed_paths(storefront) == [["/core-3-month/", "/rootwell-core-for-women/"]]

    with django_capture_on_commit_callbacks(execute=True):
        stockrecord.cancel_allocation(1)
    assert len(storefront) == 2  # back in stock
