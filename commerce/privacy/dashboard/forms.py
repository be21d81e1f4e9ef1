from django import forms

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
