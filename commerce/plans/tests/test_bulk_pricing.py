from decimal import Decimal
from unittest import mock

import pytest
from django.db.models import Model
from oscar.core.loading import get_class, get_model

from commerce.plans.services import plans_by_product, plans_for_skus

from .factories import (
    PlanFactory,
    ProductClassFactory,
    ProductFactory,
    ProductImageFactory,
    core_product_with_four_plans,
)

Product = get_model("catalogue", "Product")
Selector = get_class("partner.strategy", "Selector")
StockRecord = get_model("partner", "StockRecord")

pytestmark = pytest.mark.django_db


def test_plans_are_priced_and_offered_as_oscars_strategy_prices_them():
    # given plans in stock, sold out, all allocated, never counted, and of a class that
    # does not track stock
    untracked = ProductFactory(
        product_class=ProductClassFactory(slug="gift-card", track_stock=False)
    )
    PlanFactory(upc="IN-STOCK-N01", stockrecord__price=Decimal("79.5"))
    PlanFactory(upc="SOLD-OUT-N01", stockrecord__num_in_stock=0)
    PlanFactory(upc="NOT-COUNTED-N01", stockrecord__num_in_stock=None)
    PlanFactory(upc="UNTRACKED-N01", parent=untracked, stockrecord__num_in_stock=0)
    allocated = PlanFactory(upc="ALLOCATED-N01", stockrecord__num_in_stock=2)
    StockRecord.objects.filter(product=allocated).update(num_allocated=2)
    strategy = Selector().strategy()

    plans = {plan.sku: plan for plan in plans_for_skus(list(_skus()))}

    # then each plan costs, in its currency, what Oscar's strategy charges, and can be bought
    # exactly when Oscar's strategy would sell one
    for sku in _skus():
        info = strategy.fetch_for_product(Product.objects.get(upc=sku))
        plan = plans[sku]
        assert (plan.price, plan.currency, plan.is_available) == (
            info.price.incl_tax,
            info.price.currency,
            info.availability.is_available_to_buy,
        ), sku
        assert str(plan.price) == str(info.price.incl_tax)
    assert [plans[sku].is_available for sku in _skus()] == [True, False, False, True, False]


def _skus():
    return ("IN-STOCK-N01", "SOLD-OUT-N01", "NOT-COUNTED-N01", "UNTRACKED-N01", "ALLOCATED-N01")


def test_a_plan_without_a_price_is_not_sold():
    PlanFactory(upc="UNPRICED-N01", stockrecord__price=None)

    assert plans_for_skus(["UNPRICED-N01"]) == []


def test_a_plan_without_a_title_of_its_own_goes_by_its_products():
    PlanFactory(upc="UNTITLED-N01", title="", parent=ProductFactory(title="Scalp Serum"))

    [plan] = plans_for_skus(["UNTITLED-N01"])

    assert plan.name == "Scalp Serum"


def test_pricing_every_plan_of_a_listing_builds_no_catalogue_models():
    # given ten products of four plans, each with an image, and a duo bundling two of them
    products = [core_product_with_four_plans(upc=f"RW-F{n}") for n in range(10)]
    for product in products:
        ProductImageFactory(product=product)
    products.append(core_product_with_four_plans(upc="RW-DUO", bundle_products="RW-F0,RW-F1"))

    # when the plans of all of them are read
    with mock.patch.object(Model, "__init__", side_effect=AssertionError("a model was built")):
        plans = plans_by_product([product.pk for product in products])

    # then all 44 are priced from values alone
    assert sum(len(found) for found in plans.values()) == 44
    assert plans[products[-1].pk][0].bundled_price == Decimal("176.00")
