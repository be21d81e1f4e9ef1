from django import forms
from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError


class CustomerEmailField(forms.EmailField):
    """An email address typed by staff, cleaned into the customer account that has it."""

    default_error_messages = {"unknown": "No customer has the email address %(email)s."}

    def clean(self, value):
        email = super().clean(value)
        if not email:
            return None
        customer = get_user_model().objects.filter(email__iexact=email).order_by("id").first()
        if customer is None:
            raise ValidationError(
                self.error_messages["unknown"], code="unknown", params={"email": email}
            )
        return customer
