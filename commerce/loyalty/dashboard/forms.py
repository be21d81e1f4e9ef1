from decimal import Decimal

from django import forms
from django.conf import settings

from .fields import CustomerEmailField


class GrantStoreCreditForm(forms.Form):
    customer = CustomerEmailField(label="Customer's email")
    amount = forms.DecimalField(
        decimal_places=2,
        min_value=Decimal("0.01"),
        max_value=Decimal(settings.STORE_CREDIT_MAX_GRANT),
        error_messages={"min_value": "Enter an amount greater than zero."},
        help_text=f"At most {settings.STORE_CREDIT_MAX_GRANT} {settings.STORE_CREDIT_CURRENCY}.",
    )
    note = forms.CharField(
        max_length=255,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text="Why the credit is granted; staff see it in the ledger.",
    )


class CustomerLookupForm(forms.Form):
    email = CustomerEmailField(label="Customer's email", required=False)
