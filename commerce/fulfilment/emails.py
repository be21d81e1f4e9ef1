"""The shipment email, sent by a Celery worker once a parcel is recorded: the promise "we'll
email you when it ships", with the carrier's tracking link."""

from commerce.core.emails import send_templated_email
from commerce.customers.tasks import email_task
from commerce.ordering.emails import order_url

from .models import Shipment

TEMPLATES = "fulfilment/email/shipment_sent"


@email_task
def send_shipment_sent(shipment_id: int) -> None:
    shipment = Shipment.objects.select_related(
        "order__user", "order__shipping_address__country"
    ).get(pk=shipment_id)
    order = shipment.order
    send_templated_email(
        TEMPLATES,
        {"shipment": shipment, "order": order, "order_url": order_url(order)},
        order.email,
    )
