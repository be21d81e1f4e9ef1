from django import forms
from django.conf import settings
from django.db import models
from oscar.forms.widgets import DateTimePickerInput

from commerce.loyalty.dashboard.fields import CustomerEmailField

from ..models import Appointment, Doctor


class DoctorForm(forms.ModelForm):
    class Meta:
        model = Doctor
        fields = ["name", "image", "acuity_id"]


def _web_addresses_default_to_https(field, **kwargs):
    if isinstance(field, models.URLField):
        kwargs["assume_scheme"] = "https"
    return field.formfield(**kwargs)


class AppointmentForm(forms.ModelForm):
    customer_email = CustomerEmailField(label="Customer's email")

    class Meta:
        model = Appointment
        fields = ["customer_email", "doctor", "datetime", "type", "confirmation_page"]
        formfield_callback = _web_addresses_default_to_https
        widgets = {"datetime": DateTimePickerInput()}
        help_texts = {"datetime": f"In the shop's time zone ({settings.TIME_ZONE})."}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.customer_id:
            self.fields["customer_email"].initial = self.instance.customer.email

    def clean(self):
        cleaned_data = super().clean()
        if cleaned_data.get("customer_email"):
            self.instance.customer = cleaned_data["customer_email"]
        return cleaned_data
