from django.core.exceptions import ValidationError
from django.utils import timezone
from wagtail.admin.forms import WagtailAdminModelForm
from wagtail.models import Revision

from .models import Experiment
from .validation import variant_errors

# The revision choices: the tested page's latest revisions (and any a variant already shows).
REVISION_CHOICES = 50
# While an experiment runs or is paused, its visitors' cookies name its variants' slugs and its
# events their names: these, the tested page and what each variant shows stay as they are.
LOCKED_STATUSES = {Experiment.Status.RUNNING, Experiment.Status.PAUSED}
LOCKED_VARIANT_FIELDS = {
    "slug": ("slug", "visitors' cookies name it"),
    "name": ("name", "the collected events name it"),
    "revision": ("revision", "its participants have seen it"),
    "alternative_page": ("alternative page", "its participants have seen it"),
}


def revision_label(revision) -> str:
    """The revision's id, date and author, without loading the page it is a revision of."""
    created = timezone.localtime(revision.created_at).strftime("%Y-%m-%d %H:%M")
    user = revision.user
    author = (user.get_full_name() or user.get_username()) if user else "unknown"
    return f"Revision {revision.pk}, {created}, by {author}"


def page_revisions(page_id, keep=()):
    """The page's latest REVISION_CHOICES revisions (latest first), with the ones in `keep`."""
    revisions = Revision.objects.filter(
        base_content_type__app_label="wagtailcore",
        base_content_type__model="page",
    )
    if page_id is None:
        return revisions.none()
    latest = list(
        revisions.filter(object_id=str(page_id))
        .order_by("-created_at", "-pk")
        .values_list("pk", flat=True)[:REVISION_CHOICES]
    )
    return (
        revisions.filter(pk__in=[*latest, *(pk for pk in keep if pk)])
        .select_related("user")
        .order_by("-created_at", "-pk")
    )


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
        self.saved_variants = (
            {v.pk: v for v in self.instance.variants.all()} if self.instance.pk else {}
        )
        formset = self.formsets.get("variants")
        if formset is not None:
            self._limit_revision_choices(formset)

    @property
    def is_locked(self) -> bool:
        return bool(self.instance.pk) and self.instance.status in LOCKED_STATUSES

    def _tested_page_id(self):
        if self.is_bound:
            try:
                return int(self.data.get(self.add_prefix("page")))
            except (TypeError, ValueError):
                return None
        return self.instance.page_id

    def _limit_revision_choices(self, formset):
        """Every variant form (the empty one added in the browser too) offers the tested page's
        latest revisions, labelled without loading the page: not every revision of the site."""
        page_id = self._tested_page_id()
        keep = [v.revision_id for v in self.saved_variants.values()]
        queryset = page_revisions(page_id, keep) if page_id else page_revisions(None)
        help_text = (
            f"A saved revision of the tested page (its latest {REVISION_CHOICES}) shown instead "
            "of its live version."
            if page_id
            else "Save the experiment with its tested page first to choose one of its revisions."
        )
        base = formset.form

        class VariantForm(base):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, **kwargs)
                field = self.fields.get("revision")
                if field is not None:
                    field.queryset = queryset
                    field.label_from_instance = revision_label
                    field.help_text = help_text

        VariantForm.__name__ = base.__name__
        formset.form = VariantForm

    def clean(self):
        cleaned = super().clean()
        formset = self.formsets.get("variants")
        page = cleaned.get("page")
        if self.is_locked:
            self._check_locked(page, formset)
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

    def _check_locked(self, page, formset) -> None:
        """A running or paused experiment keeps its tested page and its variants (which ones,
        their slugs, names and what they show); its name, hypothesis, goal, sample size and
        traffic shares may change."""
        status = self.instance.get_status_display().lower()
        if page is not None and page.pk != self.instance.page_id:
            self.add_error(
                "page",
                f"The experiment is {status}: its tested page cannot change. End it and start "
                "a new experiment to test another page.",
            )
        if formset is None:
            return
        formset.errors  # noqa: B018 (cleans it once: even an invalid formset, too few variants, is checked)
        errors = []
        kept = set()
        for form in formset.forms:
            data = getattr(form, "cleaned_data", None)
            if not data:
                continue
            saved = self.saved_variants.get(form.instance.pk) if form.instance.pk else None
            if saved is None:
                if not data.get("DELETE"):
                    errors.append(
                        f'The experiment is {status}: variant "{data.get("name")}" cannot be added.'
                    )
                continue
            if data.get("DELETE"):
                continue
            kept.add(saved.pk)
            for field, (label, reason) in LOCKED_VARIANT_FIELDS.items():
                before = getattr(
                    saved, f"{field}_id" if field in {"revision", "alternative_page"} else field
                )
                if field not in data:
                    continue  # invalid: its own error says so
                after = getattr(data[field], "pk", data[field])
                if before != after:
                    errors.append(
                        f'The experiment is {status}: the {label} of variant "{saved.name}" '
                        f"cannot change ({reason})."
                    )
        for pk, saved in self.saved_variants.items():
            if pk not in kept:
                errors.append(
                    f'The experiment is {status}: variant "{saved.name}" cannot be removed.'
                )
        if errors:
            self.add_error(None, errors)
