"""Orders placed the way checkout places them, for tests of anything that reads orders back.

order = place_order(customer)                       # one $88 one-time plan, paid by Visa 4242
order = place_order(customer, plans=[monthly, booster], shipment=True)
order = place_order(guest_email="guest@example.com")  # a guest's order
"""

import factory
from oscar.core.loading import get_class, get_model

from commerce.address.tests.factories import united_states
from commerce.fulfilment.carriers import Carrier
from commerce.fulfilment.models import Shipment
from commerce.plans.tests.factories import PlanFactory
from commerce.shipping.repository import Repository

Basket = get_model("basket", "Basket")
BillingAddress = get_model("order", "BillingAddress")
OrderCreator = get_class("order.utils", "OrderCreator")
OrderTotalCalculator = get_class("checkout.calculators", "OrderTotalCalculator")
Selector = get_class("partner.strategy", "Selector")
ShippingAddress = get_model("order", "ShippingAddress")
Source = get_model("payment", "Source")
SourceType = get_model("payment", "SourceType")

ADDRESS = {
    "first_name": "Casey",
    "last_name": "Rivera",
    "line1": "1 Main Street",
    "line2": "Apt 4",
    "line4": "New York",
    "state": "New York",
    "postcode": "10001",
}


class ShipmentFactory(factory.django.DjangoModelFactory):
    """A UPS parcel; pass `order`. Numbered like the dashboard numbers them."""

    number = factory.LazyAttribute(lambda s: f"{s.order.number}-{s.order.shipments.count() + 1}")
    carrier = Carrier.UPS
    tracking_number = factory.Sequence(lambda n: f"1Z999AA1{n:010d}")
    title = "UPS Ground"

    class Meta:
        model = Shipment


def place_order(
    customer=None,
    *,
    plans=None,
    quantity: int = 1,
    guest_email: str = "",
    card: str = "VI|4242",
    shipment: bool = False,
):
    """A paid order placed through Oscar's OrderCreator, as checkout places it: `plans` (one
    new $88 one-time plan when left out) in a basket, the shop's shipping rule, a New York
    shipping and billing address and a card payment Source labelled `card`; with `shipment`,
    one UPS parcel too (the order stays Processing: only add_shipment moves it)."""
    basket = Basket.objects.create(owner=customer)
    basket.strategy = Selector().strategy(user=customer)
    for plan in plans or [PlanFactory()]:
        basket.add_product(plan, quantity)
    shipping_method = Repository().get_default_shipping_method(basket=basket)
    shipping_charge = shipping_method.calculate(basket)
    total = OrderTotalCalculator().calculate(basket, shipping_charge)
    order = OrderCreator().place_order(
        basket=basket,
        total=total,
        shipping_method=shipping_method,
        shipping_charge=shipping_charge,
        user=customer,
        shipping_address=ShippingAddress.objects.create(
            **ADDRESS, country=united_states(), phone_number="+12125550123"
        ),
        billing_address=BillingAddress.objects.create(**ADDRESS, country=united_states()),
        guest_email=guest_email,
    )
    basket.submit()
    Source.objects.create(
        order=order,
        source_type=SourceType.objects.get_or_create(name="Card")[0],
        currency=order.currency,
        amount_allocated=order.total_incl_tax,
        amount_debited=order.total_incl_tax,
        reference=f"sandbox-{order.number}",
        label=card,
    )
    if shipment:
        ShipmentFactory(order=order)
    order.refresh_from_db()  # Oscar's number generator hands back an int; the column holds text
    return order
