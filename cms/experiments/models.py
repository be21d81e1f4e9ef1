"""An experiment tests a CMS page (its live version is the control) against one or more
alternatives: a revision of that page or another page, each shown to its share of visitors."""

from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from modelcluster.fields import ParentalKey
from modelcluster.models import ClusterableModel
from wagtail.models import Orderable


class Experiment(ClusterableModel):
    class Status(models.TextChoices):
        DRAFT = "draft", "Draft"
        RUNNING = "running", "Running"
        PAUSED = "paused", "Paused"
        ENDED = "ended", "Ended"

    class Goal(models.TextChoices):
        ADD_TO_CART = "add_to_cart", "Add to cart (Product Added)"
        ORDER_PLACED = "order_placed", "Order placed (Order Completed)"
        PAGE_VISIT = "page_visit", "Visit of a goal page"

    # The number marketers and the events know the experiment by ("ID 24"); the storefront's
    # cookie is rw_exp_<experiment_id>.
    experiment_id = models.PositiveIntegerField(
        "experiment ID",
        unique=True,
        validators=[MinValueValidator(1)],
        help_text="The number events and the visitor's cookie (rw_exp_<ID>) carry. "
        "Never reuse an ended experiment's ID.",
    )
    name = models.CharField(max_length=80)
    hypothesis = models.TextField(blank=True, help_text="What you expect to change, and why.")
    page = models.ForeignKey(
        "wagtailcore.Page",
        on_delete=models.PROTECT,
        related_name="+",
        verbose_name="tested page",
        help_text="Visitors of this page take part; its live version is the control.",
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.DRAFT)
    goal = models.CharField(max_length=20, choices=Goal.choices, default=Goal.ADD_TO_CART)
    goal_page = models.ForeignKey(
        "wagtailcore.Page",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="Only for the page-visit goal: a participant converts by visiting it.",
    )
    sample_size = models.PositiveIntegerField(
        default=1000,
        validators=[MinValueValidator(1)],
        help_text="Participants wanted per variant before the result is read.",
    )
    started_at = models.DateTimeField(null=True, blank=True, editable=False)
    ended_at = models.DateTimeField(null=True, blank=True, editable=False)
    winner = models.ForeignKey(
        "ExperimentVariant",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="The variant you chose when ending the experiment (optional).",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-experiment_id"]
        permissions = [("run_experiment", "Can start, pause and end experiments")]

    def __str__(self):
        return f"ID {self.experiment_id}: {self.name}"

    def clean(self):
        super().clean()
        if self.goal == self.Goal.PAGE_VISIT and not self.goal_page_id:
            raise ValidationError({"goal_page": "Choose the page a visit of which is the goal."})
        if self.goal_page_id and self.goal_page_id == self.page_id:
            raise ValidationError(
                {"goal_page": "The goal page must be another page than the tested one."}
            )
        if self.goal != self.Goal.PAGE_VISIT and self.goal_page_id:
            raise ValidationError(
                {"goal_page": "A goal page is only used with the page-visit goal: clear it."}
            )
        if self.winner_id and self.winner.experiment_id != self.pk:
            raise ValidationError({"winner": "The winner must be one of the variants."})
        if self.status == self.Status.RUNNING and self.page_id:
            other = (
                Experiment.objects.filter(page_id=self.page_id, status=self.Status.RUNNING)
                .exclude(pk=self.pk)
                .first()
            )
            if other:
                raise ValidationError(
                    {
                        "page": f"This page is already tested by {other}: a page runs one "
                        "experiment at a time."
                    }
                )


class ExperimentVariant(Orderable):
    """Control (no revision, no alternative page) or an alternative: exactly one of a revision of
    the tested page or another live page."""

    experiment = ParentalKey(Experiment, on_delete=models.CASCADE, related_name="variants")
    name = models.CharField(max_length=60)
    slug = models.SlugField(
        max_length=40, help_text="Stored in the visitor's cookie; keep it once running."
    )
    weight = models.PositiveSmallIntegerField(
        "traffic %",
        validators=[MinValueValidator(1), MaxValueValidator(100)],
        help_text="Share of the tested page's visitors; all variants add up to 100.",
    )
    revision = models.ForeignKey(
        "wagtailcore.Revision",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        limit_choices_to={
            "base_content_type__app_label": "wagtailcore",
            "base_content_type__model": "page",
        },
        help_text="A saved revision of the tested page shown instead of its live version.",
    )
    alternative_page = models.ForeignKey(
        "wagtailcore.Page",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        help_text="Another live page shown at the tested page's address.",
    )

    class Meta(Orderable.Meta):
        constraints = [
            models.UniqueConstraint(fields=["experiment", "slug"], name="experiment_variant_slug"),
            models.CheckConstraint(
                condition=models.Q(revision__isnull=True) | models.Q(alternative_page__isnull=True),
                name="experiment_variant_one_kind",
            ),
        ]

    def __str__(self):
        return self.name

    @property
    def kind(self) -> str:
        if self.revision_id:
            return "revision"
        if self.alternative_page_id:
            return "page"
        return "control"

    @property
    def is_control(self) -> bool:
        return self.kind == "control"
