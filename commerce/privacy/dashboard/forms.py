from django import forms
from django.utils import timezone

from ..models import PrivacyRequest, RequestType
from ..services import MAX_NOTE_LENGTH, NEXT_STATUSES


class PrivacyRequestFilterForm(forms.Form):
    status = forms.ChoiceField(
        choices=[("", "All"), ("overdue", "Overdue")] + PrivacyRequest.Status.choices,
        required=False,
    )
    request_type = forms.ChoiceField(
        label="Type", choices=[("", "All")] + RequestType.choices, required=False
    )

    def filter(self, requests):
        """The requests of the chosen status (or overdue) and type; all without a choice."""
        if not self.is_valid():
            return requests
        status = self.cleaned_data["status"]
        if status == "overdue":
            requests = requests.filter(
                status__in=[PrivacyRequest.Status.OPEN, PrivacyRequest.Status.IN_PROGRESS],
                due_on__lt=timezone.localdate(),
            )
        elif status:
            requests = requests.filter(status=status)
        if self.cleaned_data["request_type"]:
            requests = requests.filter(request_type=self.cleaned_data["request_type"])
        return requests


class MoveForm(forms.Form):
    """The request's next status, with a note (required to reject: the reason)."""

    status = forms.ChoiceField(label="Move to")
    note = forms.CharField(
        label="Note",
        widget=forms.Textarea(attrs={"rows": 3}),
        max_length=MAX_NOTE_LENGTH,
        required=False,
        help_text="Added to the staff notes. Required when rejecting: the reason.",
    )

    def __init__(self, *args, request: PrivacyRequest, **kwargs):
        super().__init__(*args, **kwargs)
        statuses = NEXT_STATUSES.get(request.status, ())
        self.fields["status"].choices = [
            (status, PrivacyRequest.Status(status).label) for status in statuses
        ]


class NoteForm(forms.Form):
    note = forms.CharField(
        label="Note", widget=forms.Textarea(attrs={"rows": 3}), max_length=MAX_NOTE_LENGTH
    )
