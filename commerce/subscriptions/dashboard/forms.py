from decimal import Decimal

from django import forms
from django.db.models import Q
from oscar.forms.widgets import DatePickerInput

from ..lifecycle import CANCEL_REASON_MAX_LENGTH, pause_window
from ..models import Subscription


class SubscriptionFilterForm(forms.Form):
    q = forms.CharField(required=False, label="Customer email or subscription number")
    status = forms.ChoiceField(
        required=False, choices=[("", "Any status"), *Subscription.Status.choices]
    )
    next_run_from = forms.DateField(required=False, label="Next run from", widget=DatePickerInput)
    next_run_to = forms.DateField(required=False, label="Next run to", widget=DatePickerInput)
    product = forms.CharField(required=False, label="Product (SKU or name)")

    def filter(self, subscriptions):
        """The subscriptions the valid fields select; a field left empty or mistyped selects
        all (its error is shown with the form)."""
        if not self.is_bound:
            return subscriptions
        self.is_valid()
        chosen = self.cleaned_data
        if term := chosen.get("q", "").strip():
            subscriptions = subscriptions.filter(
                Q(customer__email__icontains=term) | Q(number__icontains=term)
            )
        if chosen.get("status"):
            subscriptions = subscriptions.filter(status=chosen["status"])
        if chosen.get("next_run_from"):
            subscriptions = subscriptions.filter(next_run__gte=chosen["next_run_from"])
        if chosen.get("next_run_to"):
            subscriptions = subscriptions.filter(next_run__lte=chosen["next_run_to"])
        if product := chosen.get("product", "").strip():
            # The plan it started with, its name, and what its quote ships now (SKUs and names).
            subscriptions = subscriptions.filter(
                Q(sku__icontains=product)
                | Q(name__icontains=product)
                | Q(quote__items__icontains=product)
            )
        return subscriptions


class ActionForm(forms.Form):
    """What staff confirm to act on one subscription; no fields unless the action needs some."""

    def __init__(self, *args, subscription: Subscription, **kwargs):
        super().__init__(*args, **kwargs)
        self.subscription = subscription


class PauseForm(ActionForm):
    until = forms.DateField(label="Pause until", widget=DatePickerInput)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        earliest, latest = pause_window()
        self.fields["until"].help_text = f"From {earliest:%Y-%m-%d} to {latest:%Y-%m-%d}."


class CancelForm(ActionForm):
    reason = forms.CharField(
        label="Reason",
        max_length=CANCEL_REASON_MAX_LENGTH,
        widget=forms.Textarea(attrs={"rows": 2}),
    )


class RenewalPriceForm(ActionForm):
    """Each item's price (raised or lowered) and a discount off every renewal, all locked into
    the subscription's quote (edits.change_price)."""

    discount = forms.DecimalField(
        label="Discount off every renewal",
        min_value=Decimal("0.00"),
        max_digits=12,
        decimal_places=2,
        help_text="Taken off the items' total, down to zero at most.",
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.items = self.subscription.quote["items"]
        for position, item in enumerate(self.items):
            self.fields[f"price_{position}"] = forms.DecimalField(
                label=f"{item['name']} ({item['sku']}), each",
                min_value=Decimal("0.00"),
                max_digits=12,
                decimal_places=2,
                initial=Decimal(item["price"]),
                help_text=f"{item['qty']} per renewal.",
            )
        self.fields["discount"].initial = self.subscription.custom_discount or Decimal("0.00")
        self.order_fields([f"price_{position}" for position in range(len(self.items))])

    @property
    def prices(self) -> dict[str, Decimal]:
        """The items whose price changed, by SKU."""
        return {
            item["sku"]: self.cleaned_data[f"price_{position}"]
            for position, item in enumerate(self.items)
            if self.cleaned_data[f"price_{position}"] != Decimal(item["price"])
        }

    @property
    def new_discount(self) -> Decimal | None:
        """The discount, when it changed."""
        discount = self.cleaned_data["discount"]
        return None if discount == (self.subscription.custom_discount or 0) else discount


class CouponTermsForm(forms.Form):
    """Marketers' setting for one shop coupon: whether customers may apply it to a subscription,
    and how many renewals it then discounts. A coupon not marked stays a cart code."""

    good_for_subscriptions = forms.BooleanField(
        required=False,
        label="Good for subscriptions",
        help_text="Customers may apply it to a subscription. Leave off for codes meant for one "
        "order at checkout (seasonal promotions, influencers' codes).",
    )
    renewals = forms.IntegerField(
        required=False,
        min_value=1,
        max_value=36,
        label="Renewals it discounts",
        help_text="Once applied to a subscription, it comes off this many renewals, then is "
        "removed.",
    )

    def clean(self):
        cleaned = super().clean()
        if cleaned.get("good_for_subscriptions") and not cleaned.get("renewals"):
            self.add_error("renewals", "Say how many renewals it discounts.")
        return cleaned

    def renewals_to_save(self) -> int | None:
        """The renewals to mark the coupon for; None makes it a cart code."""
        if not self.cleaned_data["good_for_subscriptions"]:
            return None
        return self.cleaned_data["renewals"]
