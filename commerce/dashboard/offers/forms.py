"""The offer wizard's forms; Oscar's own (oscar.apps.dashboard.offers.forms) except the
restrictions step."""

import re

from django import forms
from django.utils.translation import gettext_lazy as _
from oscar.apps.dashboard.offers import forms as oscar_forms
from oscar.forms import widgets

# The picker masks what staff type to this format; a stored value shows in it too.
DATETIME_FORMAT = "%Y-%m-%d %H:%M"
# A picker still masking to seconds (a page loaded before this change) leaves its placeholder
# behind when none are typed: "2027-01-31 23:59:ss".
UNTYPED_SECONDS = re.compile(r":s{1,2}$")


class DateTimeField(forms.DateTimeField):
    """A date and time as staff type it, to the minute or the second ("2027-01-31 23:59" or
    "2027-01-31 23:59:30"); anything else is the field's error, never a crash."""

    input_formats = ["%Y-%m-%d %H:%M:%S", DATETIME_FORMAT]

    def __init__(self, **kwargs):
        super().__init__(widget=widgets.DateTimePickerInput(format=DATETIME_FORMAT), **kwargs)

    def to_python(self, value):
        if isinstance(value, str):
            value = UNTYPED_SECONDS.sub("", value.strip())
        return super().to_python(value)


class RestrictionsForm(oscar_forms.RestrictionsForm):
    start_datetime = DateTimeField(label=_("Start date"), required=False)
    end_datetime = DateTimeField(label=_("End date"), required=False)

    def clean(self):
        # Oscar's clean reads each field's value as if it were valid: a field that was not (a
        # date typed wrong) is missing, and its KeyError was a server error. Its own error says
        # what is wrong; the checks across fields wait until both sides are valid.
        cleaned_data = super(oscar_forms.RestrictionsForm, self).clean()
        start, end = cleaned_data.get("start_datetime"), cleaned_data.get("end_datetime")
        if start and end and end < start:
            raise forms.ValidationError(_("The end date must be after the start date"))
        if cleaned_data.get("exclusive") and cleaned_data.get("combinations"):
            raise forms.ValidationError(_("Exclusive offers cannot be combined"))
        return cleaned_data
