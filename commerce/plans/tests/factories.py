from decimal import Decimal

import factory
from oscar.core.loading import get_model

from commerce.plans.attributes import PLAN_ATTRIBUTES

Partner = get_model("partner", "Partner")
Product = get_model("catalogue", "Product")
ProductAttribute = get_model("catalogue", "ProductAttribute")
ProductClass = get_model("catalogue", "ProductClass")
ProductImage = get_model("catalogue", "ProductImage")
StockRecord = get_model("partner", "StockRecord")


class ProductClassFactory(factory.django.DjangoModelFactory):
    name = "Hair wellness product"
    slug = "hair-wellness"
    requires_shipping = True
    track_stock = True

    class Meta:
        model = ProductClass
        django_get_or_create = ("slug",)
        skip_postgeneration_save = True

    @factory.post_generation
    def plan_attributes(product_class, create, extracted, **kwargs):
        for code, name, kind in PLAN_ATTRIBUTES:
            ProductAttribute.objects.get_or_create(
                product_class=product_class, code=code, defaults={"name": name, "type": kind}
            )


class PartnerFactory(factory.django.DjangoModelFactory):
    name = "Rootwell Fulfilment"
    code = "rootwell"

    class Meta:
        model = Partner
        django_get_or_create = ("code",)


class ProductFactory(factory.django.DjangoModelFactory):
    """A sellable product (an Oscar parent); its plans are its children."""

    title = factory.Sequence(lambda n: f"Hair Formula {n}")
    upc = factory.Sequence(lambda n: f"RW-FORMULA-{n}")
    structure = Product.PARENT
    product_class = factory.SubFactory(ProductClassFactory)
    is_public = True

    class Meta:
        model = Product


DEFAULT_PLAN_ATTRIBUTES = {
    "option_title": "One-Time Purchase",
    "billing_interval": 0,
    "shipping_interval": 0,
    "purchase_type": "Single Purchase",
    "product_gender": "Women",
    "product_category": "Hair Growth Supplements",
    "core_category": "Core",
    "is_core": True,
}


class PlanFactory(factory.django.DjangoModelFactory):
    """One plan of a product, priced through a stock record.

    PlanFactory(plan_attributes={"billing_interval": 3}, stockrecord__price=Decimal("224"))
    """

    parent = factory.SubFactory(ProductFactory)
    structure = Product.CHILD
    upc = factory.Sequence(lambda n: f"RW-PLAN-{n}-N01")
    is_public = True

    class Meta:
        model = Product
        skip_postgeneration_save = True

    @factory.post_generation
    def plan_attributes(plan, create, extracted, **kwargs):
        for code, value in {**DEFAULT_PLAN_ATTRIBUTES, **(extracted or {})}.items():
            setattr(plan.attr, code, value)
        plan.attr.save()

    @factory.post_generation
    def stockrecord(plan, create, extracted, price=Decimal("88.00"), num_in_stock=100, **kwargs):
        StockRecord.objects.create(
            product=plan,
            partner=PartnerFactory(),
            partner_sku=plan.upc,
            price=price,
            price_currency="USD",
            num_in_stock=num_in_stock,
        )


class ProductImageFactory(factory.django.DjangoModelFactory):
    """An image of a product; display order 0 makes it the primary one."""

    product = factory.SubFactory(ProductFactory)
    original = factory.Sequence(lambda n: f"images/products/demo/product-{n}.jpg")
    display_order = 0

    class Meta:
        model = ProductImage


def subscription_plan(parent, months: int, price: str, **attributes):
    """A subscription plan billed and shipped every `months` months."""
    titles = {1: "Monthly Subscription", 3: "3-Month Subscription", 6: "6-Month Subscription"}
    return PlanFactory(
        parent=parent,
        upc=f"{parent.upc}-{months}M-S01",
        plan_attributes={
            "option_title": titles[months],
            "billing_interval": months,
            "shipping_interval": months,
            "purchase_type": "Growthplan 1",
            **attributes,
        },
        stockrecord__price=Decimal(price),
    )


CORE_PRICES = ("88.00", "79.00", "224.00", "422.00")


def core_product_with_four_plans(
    title="Rootwell Core for Women", upc="RW-CORE-W", prices=CORE_PRICES, **attributes
):
    """A core product with its One-Time, Monthly, 3-Month and 6-Month plans, priced as the shop
    (or at `prices`: one-time, monthly, 3-month, 6-month)."""
    parent = ProductFactory(title=title, upc=upc)
    PlanFactory(
        parent=parent,
        upc=f"{upc}-N01",
        plan_attributes=attributes,
        stockrecord__price=Decimal(prices[0]),
    )
    for months, price in zip((1, 3, 6), prices[1:], strict=True):
        subscription_plan(parent, months, price, **attributes)
    return parent
