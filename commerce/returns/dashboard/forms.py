from django import forms

from ..models import ReturnRequest


class ReturnFilterForm(forms.Form):
    status = forms.ChoiceField(choices=[("", "All")] + ReturnRequest.Status.choices, required=False)

    def filter(self, returns):
        """The returns of the chosen status (all of them without one)."""
        if self.is_valid() and self.cleaned_data["status"]:
            return returns.filter(status=self.cleaned_data["status"])
        return returns


class RejectForm(forms.Form):
    rejection_reason = forms.CharField(
        label="Reason for rejecting",
        widget=forms.Textarea(attrs={"rows": 3}),
        max_length=1000,
        help_text="The customer sees it on their order.",
    )
