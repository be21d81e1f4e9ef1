"""Customer.orders and order(number): the order history and one order."""

import base64
from decimal import Decimal

import pytest
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.address.tests.factories import us_state
from commerce.basket.tests.factories import signed_in_customer
from commerce.customers.tests.factories import CustomerFactory
from commerce.fulfilment.tests.factories import place_order
from commerce.plans.tests.factories import PlanFactory, ProductImageFactory, subscription_plan

Product = get_model("catalogue", "Product")

pytestmark = pytest.mark.django_db

FRAGMENTS = """
fragment order on CustomerOrder {
  id number order_date status email shipping_method is_concierge concierge_parent_subscription_id
  shipments { id number tracking { carrier number title url } }
  billing_address { ...address }
  shipping_address { ...address }
  payment_methods { name type additional_data { name value } }
  items {
    id image label1 is_core product_name product_category core_category status product_sku
    product_url_key quantity_ordered product_sale_price { value currency } billing_interval
    applied_sale_rules
  }
  total {
    subtotal { value currency } discounts { label amount { value currency } }
    shipping { value currency } taxes { value currency } giftcard { value currency }
    grand_total { value currency }
  }
}
fragment address on OrderAddress {
  city company country_code firstname lastname middlename postcode prefix region region_id
  street telephone }"""


def orders_page(size: int) -> str:
    # Every field of a page of orders: its size is given, for a variable counts as the largest
    # page (250 orders), over the cost limit with all of them.
    return (
        "query($page: Int, $sort: CustomerOrderSortInput) {\n"
        f"  customer {{ orders(currentPage: $page, pageSize: {size}, sort: $sort) {{\n"
        "    total_count page_info { current_page page_size total_pages } items { ...order } } } }"
        + FRAGMENTS
    )


ORDERS = orders_page(20)
ORDER = "query($number: String!) { order(number: $number) { ...order } }" + FRAGMENTS
NUMBERS = """query($page: Int, $size: Int, $sort: CustomerOrderSortInput) {
  customer { orders(currentPage: $page, pageSize: $size, sort: $sort) {
    total_count page_info { current_page page_size total_pages } items { number } } } }"""


def usd(value: str) -> dict:
    return {"value": value, "currency": "USD"}


def test_the_history_shows_every_field_of_a_customers_order(graphql):
    customer, bearer = signed_in_customer(email="casey@example.com")
    monthly = subscription_plan(
        PlanFactory(upc="RW-CORE-W-N01").parent, 1, "79.00", label1="Best seller"
    )
    ProductImageFactory(product=monthly.parent, original="images/products/core.jpg")
    order = place_order(customer, plans=[monthly], quantity=2, shipment=True)
    shipment = order.shipments.get()

    body = graphql(ORDERS, **bearer)

    assert "errors" not in body, body
    orders = body["data"]["customer"]["orders"]
    assert orders["total_count"] == 1
    assert orders["page_info"] == {"current_page": 1, "page_size": 20, "total_pages": 1}
    [shown] = orders["items"]
    [line] = order.lines.all()
    address = {
        "city": "New York",
        "company": None,
        "country_code": "US",
        "firstname": "Casey",
        "lastname": "Rivera",
        "middlename": None,
        "postcode": "10001",
        "prefix": None,
        "region": "New York",
        "region_id": us_state("NY").pk,
        "street": ["1 Main Street", "Apt 4"],
    }
    assert shown == {
        "id": base64.b64encode(str(order.pk).encode()).decode(),
        "number": order.number,
        "order_date": timezone.localtime(order.date_placed).strftime("%Y-%m-%d %H:%M:%S"),
        "status": "Processing",
        "email": "casey@example.com",
        "shipping_method": "Free Shipping",
        "is_concierge": False,
        "concierge_parent_subscription_id": None,
        "shipments": [
            {
                "id": base64.b64encode(str(shipment.pk).encode()).decode(),
                "number": f"{order.number}-1",
                "tracking": [
                    {
                        "carrier": "ups",
                        "number": shipment.tracking_number,
                        "title": "UPS Ground",
                        "url": f"https://www.ups.com/track?tracknum={shipment.tracking_number}",
                    }
                ],
            }
        ],
        # Billed "same as shipping": the shipping address's telephone is the billing one too.
        "billing_address": {**address, "telephone": "(212) 555-0123"},
        "shipping_address": {**address, "telephone": "(212) 555-0123"},
        "payment_methods": [
            {
                "name": "Credit Card",
                "type": "authnetcim",
                "additional_data": [
                    {"name": "cc_type", "value": "VI"},
                    {"name": "cc_last4", "value": "4242"},
                ],
            }
        ],
        "items": [
            {
                "id": base64.b64encode(str(line.pk).encode()).decode(),
                "image": "/media/images/products/core.jpg",
                "label1": "Best seller",
                "is_core": True,
                "product_name": line.title,
                "product_category": "Hair Growth Supplements",
                "core_category": "Core",
                "status": "Processing",
                "product_sku": monthly.upc,
                "product_url_key": None,
                "quantity_ordered": 2.0,
                "product_sale_price": usd("79.00"),
                "billing_interval": 1,
                "applied_sale_rules": None,
            }
        ],
        "total": {
            "subtotal": usd("158.00"),
            "discounts": [],
            "shipping": usd("0.00"),
            "taxes": usd("0.00"),
            "giftcard": usd("0.00"),
            "grand_total": usd("158.00"),
        },
    }


def test_a_one_time_order_pays_standard_shipping_in_its_totals(graphql):
    customer, bearer = signed_in_customer()
    order = place_order(customer, plans=[PlanFactory(stockrecord__price=Decimal("88.00"))])

    body = graphql(ORDER, {"number": order.number}, **bearer)

    assert body["data"]["order"]["shipping_method"] == "Standard Shipping"
    assert body["data"]["order"]["total"] == {
        "subtotal": usd("88.00"),
        "discounts": [],
        "shipping": usd("6.95"),
        "taxes": usd("0.00"),
        "giftcard": usd("0.00"),
        "grand_total": usd("94.95"),
    }


def test_coupons_and_offers_are_labelled_and_named_on_discounted_items(graphql):
    customer, bearer = signed_in_customer()
    order = place_order(customer)
    order.discounts.create(
        category="Basket", voucher_code="GROW10", offer_name="Welcome", amount=Decimal("8.80")
    )
    order.discounts.create(category="Basket", offer_name="Spring sale", amount=Decimal("5.00"))
    order.lines.update(line_price_incl_tax=Decimal("74.20"))

    body = graphql(ORDER, {"number": order.number}, **bearer)

    shown = body["data"]["order"]
    assert shown["total"]["discounts"] == [
        {"label": "Discount (GROW10)", "amount": usd("8.80")},
        {"label": "Spring sale", "amount": usd("5.00")},
    ]
    assert shown["items"][0]["applied_sale_rules"] == "Welcome, Spring sale"


def test_an_item_whose_product_is_gone_still_shows_what_was_bought(graphql):
    customer, bearer = signed_in_customer()
    plan = PlanFactory()
    order = place_order(customer, plans=[plan])
    Product.objects.filter(pk=plan.pk).update(is_public=False)

    body = graphql(ORDER, {"number": order.number}, **bearer)

    [item] = body["data"]["order"]["items"]
    assert item["product_sku"] == plan.upc
    assert item["product_sale_price"] == usd("88.00")
    assert (item["image"], item["label1"], item["is_core"], item["product_category"]) == (
        None,
        None,
        False,
        None,
    )
    assert (item["core_category"], item["product_url_key"], item["billing_interval"]) == (
        None,
        None,
        0,
    )


def numbers_of(body) -> list[str]:
    assert "errors" not in body, body
    return [order["number"] for order in body["data"]["customer"]["orders"]["items"]]


def test_the_history_is_paged(graphql):
    customer, bearer = signed_in_customer()
    placed = [place_order(customer).number for _ in range(5)]

    second = graphql(NUMBERS, {"page": 2, "size": 2}, **bearer)
    last = graphql(NUMBERS, {"page": 3, "size": 2}, **bearer)
    beyond = graphql(NUMBERS, {"page": 4, "size": 2}, **bearer)

    newest_first = placed[::-1]
    assert numbers_of(second) == newest_first[2:4]
    assert numbers_of(last) == newest_first[4:]
    assert numbers_of(beyond) == []
    orders = second["data"]["customer"]["orders"]
    assert orders["total_count"] == 5
    assert orders["page_info"] == {"current_page": 2, "page_size": 2, "total_pages": 3}


@pytest.mark.parametrize(
    ("field", "direction", "expected"),
    [
        ("NUMBER", "ASC", ["100300", "100500", "100900"]),
        ("NUMBER", "DESC", ["100900", "100500", "100300"]),
        # placed in the order 100500, 100900, 100300
        ("CREATED_AT", "ASC", ["100500", "100900", "100300"]),
        ("CREATED_AT", "DESC", ["100300", "100900", "100500"]),
    ],
)
def test_the_history_sorts_by_number_or_date_either_way(graphql, field, direction, expected):
    customer, bearer = signed_in_customer()
    now = timezone.now()
    for days_ago, number in [(3, "100500"), (2, "100900"), (1, "100300")]:
        order = place_order(customer)
        order.number = number
        order.date_placed = now - timezone.timedelta(days=days_ago)
        order.save()

    sort = {"sort_field": field, "sort_direction": direction}
    body = graphql(NUMBERS, {"sort": sort}, **bearer)

    assert numbers_of(body) == expected


@pytest.mark.parametrize(
    ("variables", "message"),
    [
        ({"size": 251}, "pageSize must be between 1 and 250."),
        ({"size": 0}, "pageSize must be between 1 and 250."),
        ({"page": 0}, "currentPage value must be greater than 0."),
        ({"size": None}, "pageSize must be between 1 and 250."),
        ({"page": None}, "currentPage value must be greater than 0."),
    ],
)
def test_an_impossible_page_is_refused(graphql, variables, message):
    _, bearer = signed_in_customer()

    body = graphql(NUMBERS, variables, **bearer)

    [error] = body["errors"]
    assert (error["message"], error["extensions"]["code"]) == (message, "BAD_USER_INPUT")


def test_the_largest_page_is_allowed(graphql):
    customer, bearer = signed_in_customer()
    place_order(customer)

    body = graphql(NUMBERS, {"size": 250}, **bearer)

    assert numbers_of(body) == [customer.orders.get().number]


def test_the_history_holds_only_the_customers_own_orders(graphql):
    customer, bearer = signed_in_customer()
    mine = place_order(customer)
    place_order(CustomerFactory())
    place_order(guest_email=customer.email)  # a guest order with the same email is not theirs

    body = graphql(NUMBERS, **bearer)

    assert numbers_of(body) == [mine.number]
    assert body["data"]["customer"]["orders"]["total_count"] == 1


def test_the_history_needs_a_signed_in_customer(graphql):
    place_order(CustomerFactory())

    body = graphql(NUMBERS)

    [error] = body["errors"]
    assert error["extensions"]["code"] == "UNAUTHENTICATED"
    assert body["data"] is None


def test_one_order_by_number(graphql):
    customer, bearer = signed_in_customer()
    order = place_order(customer)

    body = graphql(ORDER, {"number": order.number}, **bearer)

    assert body["data"]["order"]["number"] == order.number
    assert body["data"]["order"]["payment_methods"][0]["additional_data"][1] == {
        "name": "cc_last4",
        "value": "4242",
    }


def test_an_order_address_shows_its_state_as_written_with_the_region_it_names(graphql):
    customer, bearer = signed_in_customer()
    order = place_order(customer)
    order.shipping_address.state = "NY"  # as staff may type it in the dashboard
    order.shipping_address.title = "Ms"
    order.shipping_address.save()

    body = graphql(ORDER, {"number": order.number}, **bearer)

    shipping = body["data"]["order"]["shipping_address"]
    assert (shipping["region"], shipping["region_id"]) == ("NY", us_state("NY").pk)
    assert shipping["prefix"] == "Ms"


def test_a_billing_address_other_than_the_shipping_one_keeps_no_telephone(graphql):
    # Given an order billed to another address than it shipped to
    customer, bearer = signed_in_customer()
    order = place_order(customer)
    order.billing_address.line1 = "99 Other Street"
    order.billing_address.save()

    body = graphql(ORDER, {"number": order.number}, **bearer)

    # Then the billing address shows no telephone (none was asked for), the shipping one its own
    assert body["data"]["order"]["billing_address"]["telephone"] is None
    assert body["data"]["order"]["shipping_address"]["telephone"] == "(212) 555-0123"


@pytest.mark.parametrize("number", ["another", "999999", "", "x" * 500, "1000\x0001"])
def test_another_customers_order_is_indistinguishable_from_a_missing_one(graphql, number):
    _, bearer = signed_in_customer()
    theirs = place_order(CustomerFactory())
    if number == "another":
        number = theirs.number

    body = graphql(ORDER, {"number": number}, **bearer)

    assert body == {"data": {"order": None}}


def test_one_order_needs_a_signed_in_customer(graphql):
    order = place_order(CustomerFactory())

    body = graphql(ORDER, {"number": order.number})

    assert body["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED"


# The token (with its customer), the count, the orders with their user and addresses, one each
# for lines, shipments, payment sources, discounts and returns (their lines are read only when
# there are returns: commerce/returns/tests pins that), two for the plans of every line's SKU
# (stock records with images and pages, attributes) and one for the addresses' regions.
ORDERS_QUERIES = 11


@pytest.mark.parametrize("count", [1, 50])
def test_the_history_takes_the_same_queries_for_1_or_50_orders(
    graphql, django_assert_num_queries, count
):
    customer, bearer = signed_in_customer()
    for _ in range(count):
        # Each order its own product and plan: the plans are read in one batch, not per line.
        place_order(
            customer,
            plans=[PlanFactory(), subscription_plan(PlanFactory().parent, 3, "224.00")],
            shipment=True,
        )

    with django_assert_num_queries(ORDERS_QUERIES):
        body = graphql(orders_page(50), **bearer)

    assert len(body["data"]["customer"]["orders"]["items"]) == count
