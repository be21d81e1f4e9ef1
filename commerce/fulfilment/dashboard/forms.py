from django import forms
from django.core.exceptions import ValidationError
from oscar.core.loading import get_model

from commerce.fulfilment.carriers import Carrier
from commerce.fulfilment.models import Shipment
from commerce.ordering.orders import MAX_NUMBER_LENGTH

Order = get_model("order", "Order")


class OrderNumberField(forms.CharField):
    """An order number typed by staff, cleaned into the order that has it."""

    default_error_messages = {"unknown": "No order has the number %(number)s."}

    def __init__(self, **kwargs):
        super().__init__(max_length=MAX_NUMBER_LENGTH, **kwargs)

    def clean(self, value):
        number = super().clean(value)
        if not number:
            return None
        order = Order.objects.filter(number=number).first()
        if order is None:
            raise ValidationError(
                self.error_messages["unknown"], code="unknown", params={"number": number}
            )
        return order


class AddShipmentForm(forms.Form):
    order = OrderNumberField(label="Order number")
    carrier = forms.ChoiceField(choices=Carrier.choices)
    tracking_number = forms.CharField(
        max_length=Shipment._meta.get_field("tracking_number").max_length
    )
    title = forms.CharField(
        max_length=Shipment._meta.get_field("title").max_length,
        help_text='How it ships, as customers see it, e.g. "UPS Ground".',
    )


class OrderLookupForm(forms.Form):
    number = OrderNumberField(label="Order number", required=False)
