from decimal import Decimal

from oscar.core.loading import get_model
from oscar.test.factories import OrderFactory, OrderLineFactory

from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from commerce.plans.tests.factories import core_product_with_four_plans

Basket = get_model("basket", "Basket")
Product = get_model("catalogue", "Product")

CORE_ONE_TIME = "RW-CORE-W-N01"
CORE_MONTHLY = "RW-CORE-W-1M-S01"
CORE_3_MONTH = "RW-CORE-W-3M-S01"
CORE_6_MONTH = "RW-CORE-W-6M-S01"


def core_catalogue():
    """Rootwell Core for Women with its four plans: $88 once, $79, $224 and $422."""
    return core_product_with_four_plans()


def signed_in_customer(**fields):
    """A customer and the bearer header the storefront sends for them."""
    customer = CustomerFactory(**fields)
    return customer, {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(customer)}"}


class PastOrderFactory(OrderFactory):
    class Meta:
        # Oscar's factory saves again after its line hook, which adds nothing here.
        skip_postgeneration_save = True


def past_order(customer, *skus: str):
    """An order the customer placed earlier, with one line per SKU."""
    basket = Basket.objects.create(owner=customer, status=Basket.SUBMITTED)
    order = PastOrderFactory(
        user=customer,
        basket=basket,
        total_incl_tax=Decimal("79.00"),
        total_excl_tax=Decimal("79.00"),
    )
    for sku in skus:
        OrderLineFactory(order=order, product=Product.objects.get(upc=sku), upc=sku)
    return order
