"""Which products recommendations may show and what they are like, read from Oscar's catalogue
in two queries whatever its size."""

from dataclasses import dataclass

from django.db.models import Exists, OuterRef, Q
from django.db.models.functions import Coalesce
from oscar.core.loading import get_model

Product = get_model("catalogue", "Product")
ProductAttributeValue = get_model("catalogue", "ProductAttributeValue")
StockRecord = get_model("partner", "StockRecord")

TRAIT_CODES = (
    "product_category",
    "core_category",
    "product_gender",
    "is_core",
    "is_booster",
    "is_scalp",
)
FLAGS = ("is_core", "is_booster", "is_scalp")


@dataclass(frozen=True)
class Traits:
    """What a product is, as its plans' catalogue attributes say."""

    title: str
    product_category: str = ""
    core_category: str = ""
    product_gender: str = ""
    is_core: bool = False
    is_booster: bool = False
    is_scalp: bool = False

    @property
    def flags(self) -> frozenset[str]:
        return frozenset(flag for flag in FLAGS if getattr(self, flag))


def sellable_products():
    """Public parents with a public plan that has a priced stock record, and public standalone
    products with a priced stock record: what the shop can put in a cart (plans.services reads
    the same "priced plans"). Never a plan (child) itself."""
    priced_plan = StockRecord.objects.filter(
        product__parent_id=OuterRef("pk"), product__is_public=True, price__isnull=False
    )
    priced_itself = StockRecord.objects.filter(product_id=OuterRef("pk"), price__isnull=False)
    return Product.objects.filter(is_public=True).filter(
        Q(Exists(priced_plan), structure=Product.PARENT)
        | Q(Exists(priced_itself), structure=Product.STANDALONE)
    )


def sellable_traits() -> dict[int, Traits]:
    """Every sellable product's traits by its id (two queries). Attributes live on the plans and
    every plan of a product carries the same ones; the first plan that has a value wins."""
    titles = dict(sellable_products().values_list("pk", "title"))
    values: dict[int, dict] = {product_id: {} for product_id in titles}
    rows = (
        ProductAttributeValue.objects.filter(attribute__code__in=TRAIT_CODES)
        .filter(Q(product__structure=Product.CHILD) | Q(product__structure=Product.STANDALONE))
        .annotate(owner=Coalesce("product__parent_id", "product_id"))
        .filter(owner__in=sellable_products().values("pk"))
        .order_by("product_id")
        .values_list("owner", "attribute__code", "value_text", "value_boolean")
    )
    for owner, code, text, boolean in rows:
        value = boolean if code in FLAGS else (text or "")
        if value not in (None, "") and code not in values[owner]:
            values[owner][code] = value
    return {
        product_id: Traits(title=titles[product_id], **values[product_id]) for product_id in titles
    }
