from django import forms
from django.conf import settings
from oscar.forms.widgets import DateTimePickerInput

from ..models import ConsultationSlot


class SlotForm(forms.ModelForm):
    class Meta:
        model = ConsultationSlot
        fields = ["doctor", "starts_at"]
        widgets = {"starts_at": DateTimePickerInput()}
        labels = {"starts_at": "Starts at"}
        help_texts = {"starts_at": f"In the shop's time zone ({settings.TIME_ZONE})."}


class RefuseForm(forms.Form):
    note = forms.CharField(
        label="Why it is refused", widget=forms.Textarea(attrs={"rows": 3}), max_length=2000
    )
