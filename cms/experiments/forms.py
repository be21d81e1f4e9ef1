from django.core.exceptions import ValidationError
from wagtail.admin.forms import WagtailAdminModelForm

from .validation import variant_errors


class ExperimentForm(WagtailAdminModelForm):
    """The experiment with its variants: the variants' rules (one control, 100% in all, the
    tested page's revisions) are checked together and reported at the top of the form."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if "winner" in self.fields:
            variants = self.fields["winner"].queryset
            self.fields["winner"].queryset = (
                variants.filter(experiment=self.instance) if self.instance.pk else variants.none()
            )

    def clean(self):
        cleaned = super().clean()
        formset = self.formsets.get("variants")
        page = cleaned.get("page")
        if formset is None or page is None or not formset.is_valid():
            return cleaned
        variants = [
            form.instance
            for form in formset.forms
            if form.cleaned_data and not form.cleaned_data.get("DELETE")
        ]
        errors = variant_errors(page, variants)
        if errors:
            raise ValidationError(errors)
        winner = cleaned.get("winner")
        if winner and winner.experiment_id != self.instance.pk:
            self.add_error("winner", "The winner must be one of this experiment's variants.")
        return cleaned
