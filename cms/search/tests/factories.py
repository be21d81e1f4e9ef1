from decimal import Decimal

from cms.products.tests.factories import ProductPageFactory
from cms.search.indexing import refresh_product_entries
from commerce.plans.tests.factories import PlanFactory, ProductFactory


def searchable_product(title, category="Hair Growth Supplements", parent_page=None, **fields):
    """A product with a one-time plan and a live page, and its search entry.

    fields: page fields (audience, intro), `upc`, `gender`, and plan flags."""
    gender = fields.pop("gender", "Women")
    flags = {key: fields.pop(key) for key in ("is_core", "is_booster", "is_scalp") if key in fields}
    product = ProductFactory(title=title, **({"upc": fields.pop("upc")} if "upc" in fields else {}))
    PlanFactory(
        parent=product,
        upc=f"{product.upc}-N01",
        plan_attributes={"product_category": category, "product_gender": gender, **flags},
        stockrecord__price=Decimal("40.00"),
    )
    page = ProductPageFactory(product=product, title=title, parent=parent_page, **fields)
    refresh_product_entries({product.pk})
    return product, page
