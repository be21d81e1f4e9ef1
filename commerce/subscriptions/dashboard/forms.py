from decimal import Decimal

from django import forms
from django.core.exceptions import ValidationError
from django.db.models import Q
from oscar.forms.widgets import DatePickerInput
from oscar.templatetags.currency_filters import currency

from ..lifecycle import CANCEL_REASON_MAX_LENGTH, pause_window
from ..models import Subscription
from ..pricing import renewal_totals


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


class RenewalTotalForm(ActionForm):
    total = forms.DecimalField(
        label="New renewal total", min_value=Decimal("0.00"), max_digits=12, decimal_places=2
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        totals = renewal_totals(self.subscription)
        self.items_total = totals.subtotal
        self.items_price = currency(totals.subtotal, totals.currency)
        self.fields["total"].help_text = (
            f"Every renewal charges this from now on, as a discount off its items' "
            f"{self.items_price}: at most that."
        )

    def clean_total(self):
        # The new total is a standing discount off the locked line prices (change_price's
        # custom_discount), so it cannot exceed them.
        total = self.cleaned_data["total"]
        if total > self.items_total:
            raise ValidationError(f"Enter at most {self.items_price}, what its items cost.")
        return total

    @property
    def discount(self) -> Decimal:
        return self.items_total - self.cleaned_data["total"]
