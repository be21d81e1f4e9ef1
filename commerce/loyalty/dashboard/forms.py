from decimal import Decimal

from django import forms
from django.conf import settings
from oscar.core.loading import get_model
from oscar.forms.widgets import DateTimePickerInput

from ..models import Campaign
from .fields import CustomerEmailField

Product = get_model("catalogue", "Product")


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


class CampaignForm(forms.ModelForm):
    """A campaign as marketers set it up; what each reward type needs is checked by the model."""

    class Meta:
        model = Campaign
        fields = [
            "segment_name",
            "title",
            "description",
            "reward_type",
            "pencil_banner_text",
            "product_line",
            "subscription_interval",
            "min_renewals",
            "required_segment_key",
            "booster_bundle_key",
            "reward_price",
            "gift_skus",
            "upgrade_interval",
            "upgrade_coupon",
            "friend_discount",
            "referrer_credit",
            "lifetime_days",
            "run_with_next_rebill",
            "priority",
            "starts_at",
            "ends_at",
            "is_active",
        ]
        widgets = {
            "description": forms.Textarea(attrs={"rows": 3}),
            "starts_at": DateTimePickerInput(),
            "ends_at": DateTimePickerInput(),
        }
        help_texts = {
            "starts_at": f"In the shop's time zone ({settings.TIME_ZONE}); at once when empty.",
            "ends_at": f"In the shop's time zone ({settings.TIME_ZONE}); open-ended when empty.",
        }

    def clean_gift_skus(self):
        skus = [sku.strip().upper() for sku in self.cleaned_data["gift_skus"].split(",")]
        skus = [sku for sku in skus if sku]
        known = set(Product.objects.filter(upc__in=skus).values_list("upc", flat=True))
        unknown = [sku for sku in skus if sku not in known]
        if unknown:
            raise forms.ValidationError(f"No product has the SKU {', '.join(unknown)}.")
        return ", ".join(skus)
