from django import forms

from ..models import ReturnRequest


class ReturnFilterForm(forms.Form):
    status = forms.ChoiceField(choices=[("", "All")] + ReturnRequest.Status.choices, required=False)


class RejectForm(forms.Form):
    rejection_reason = forms.CharField(
        label="Reason for rejecting",
        widget=forms.Textarea(attrs={"rows": 3}),
        max_length=1000,
        help_text="The customer sees it on their order.",
    )
