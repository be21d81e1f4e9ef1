import pytest
from django.contrib.auth.models import Permission

from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.tests.factories import StaffFactory

from .factories import place_order

pytestmark = pytest.mark.django_db

SHIPMENTS = "/dashboard/shipments/"


def order_staff(*codenames):
    """A staff member allowed to view and change orders (or only what `codenames` name)."""
    staff = StaffFactory()
    names = codenames or ("view_order", "change_order")
    staff.user_permissions.add(
        *Permission.objects.filter(content_type__app_label="order", codename__in=names)
    )
    return staff


def shipment_form(placed, **fields):
    return {
        "order": placed.number,
        "carrier": "ups",
        "tracking_number": "1Z999AA10123456784",
        "title": "UPS Ground",
        **fields,
    }


def test_staff_add_a_shipment_and_the_order_ships(client):
    client.force_login(order_staff())
    order = place_order(CustomerFactory())

    response = client.post(SHIPMENTS, shipment_form(order))

    order.refresh_from_db()
    assert response.status_code == 302
    assert response["Location"] == f"{SHIPMENTS}?number={order.number}"
    assert order.status == "Shipped"
    listed = client.get(response["Location"]).content.decode()
    assert "1Z999AA10123456784" in listed and f"{order.number}-1" in listed
    assert "https://www.ups.com/track?tracknum=1Z999AA10123456784" in listed


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"order": "999999"}, "No order has the number 999999."),
        ({"carrier": "pigeon"}, "Select a valid choice."),
        ({"tracking_number": ""}, "This field is required."),
    ],
)
def test_a_wrong_form_adds_nothing(client, fields, message):
    client.force_login(order_staff())
    order = place_order(CustomerFactory())

    response = client.post(SHIPMENTS, shipment_form(order, **fields))

    order.refresh_from_db()
    assert response.status_code == 200
    assert message in response.content.decode()
    assert order.status == "Processing" and not order.shipments.exists()


def test_a_canceled_order_is_refused_on_the_form(client):
    client.force_login(order_staff())
    order = place_order(CustomerFactory())
    order.set_status("Canceled")

    response = client.post(SHIPMENTS, shipment_form(order))

    assert response.status_code == 200
    assert "was canceled; it cannot ship" in response.content.decode()
    assert not order.shipments.exists()


@pytest.mark.parametrize("who", ["visitor", "customer", "staff who may only view orders"])
def test_only_staff_who_may_change_orders_add_shipments(client, who):
    order = place_order(CustomerFactory())
    if who == "customer":
        client.force_login(order.user)
    elif who != "visitor":
        client.force_login(order_staff("view_order"))

    response = client.post(SHIPMENTS, shipment_form(order))

    order.refresh_from_db()
    # Oscar sends visitors to sign in and refuses the signed in who lack the permission.
    assert response.status_code == (302 if who == "visitor" else 403)
    assert order.status == "Processing" and not order.shipments.exists()


def test_the_page_is_in_the_fulfilment_menu_and_oscars_order_pages_still_work(client):
    client.force_login(order_staff())
    order = place_order(CustomerFactory())

    index = client.get("/dashboard/").content.decode()
    listing = client.get("/dashboard/orders/")
    detail = client.get(f"/dashboard/orders/{order.number}/")
    status = client.post(
        f"/dashboard/orders/{order.number}/",
        {"order_action": "change_order_status", "new_status": "Shipped"},
    )

    assert SHIPMENTS in index
    assert listing.status_code == detail.status_code == 200
    assert status.status_code == 302
    order.refresh_from_db()
    assert order.status == "Shipped"
    assert {line.status for line in order.lines.all()} == {"Shipped"}
