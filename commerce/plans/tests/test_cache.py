import pytest
from oscar.core.loading import get_model

from commerce.plans.services import booster_catalogue
from commerce.plans.tests.factories import core_product_with_four_plans

StockRecord = get_model("partner", "StockRecord")

pytestmark = pytest.mark.django_db


def booster(upc, **attributes):
    return core_product_with_four_plans(
        title=f"Booster {upc}", upc=upc, is_core=False, is_booster=True, **attributes
    )


def test_the_booster_catalogue_is_read_once_until_the_catalogue_changes(
    django_assert_num_queries,
):
    # Given a booster, read once
    booster("RW-B1", bundle_keys="women")
    booster_catalogue()

    # When it is read again, nothing is asked of the database
    with django_assert_num_queries(0):
        first = booster_catalogue()

    # Then a new booster is read at once, as is a changed price
    booster("RW-B2", bundle_keys="women")
    added = booster_catalogue()
    record = added[0]
    stock = StockRecord.objects.get(product_id=record.id)
    stock.price = record.price + 1
    stock.save()
    repriced = {plan.sku: plan.price for plan in booster_catalogue()}

    assert len(first) == 4
    assert len(added) == 8
    assert repriced[record.sku] == record.price + 1
