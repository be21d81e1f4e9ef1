from django.db import models
from django.db.models import Q
from django.utils import timezone
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.fields import RichTextField, StreamField
from wagtail.search import index

from .blocks import account_menu_blocks, link_group_blocks, menu_item_blocks


class Section(models.TextChoices):
    WOMEN = "women", "Women's site"
    MEN = "men", "Men's site"


class NavigationMenu(index.Indexed, models.Model):
    """One section's menus: the header navigation, the mobile accordions, the footer columns and
    the account menu of the signed-in customer's pages."""

    section = models.CharField(max_length=10, choices=Section.choices, unique=True)
    items = StreamField(
        menu_item_blocks(),
        blank=True,
        help_text="The main navigation, in order: links and dropdowns (Shop, Science...).",
    )
    mobile_accordions = StreamField(
        link_group_blocks(),
        blank=True,
        help_text="Extra sections of the mobile navigation (Science, Shop by Root Cause...).",
    )
    footer_columns = StreamField(
        link_group_blocks(), blank=True, help_text="Hair Wellness, Company, Legal..."
    )
    account_menu = StreamField(
        account_menu_blocks(),
        blank=True,
        help_text="The menu across the account pages, in order (My Account... Log Out).",
    )

    panels = [
        FieldPanel("section"),
        FieldPanel("items"),
        FieldPanel("mobile_accordions"),
        FieldPanel("footer_columns"),
        FieldPanel("account_menu"),
    ]
    search_fields = [index.SearchField("section")]

    def __str__(self):
        return f"Navigation: {self.get_section_display()}"


class RibbonQuerySet(models.QuerySet):
    def showing(self, section: str, now=None):
        """Ribbons of a section whose schedule window contains `now`, most urgent first."""
        now = now or timezone.now()
        return (
            self.filter(section=section, live=True)
            .filter(Q(starts_at__isnull=True) | Q(starts_at__lte=now))
            .filter(Q(ends_at__isnull=True) | Q(ends_at__gt=now))
            .order_by("priority", "-starts_at", "-pk")
        )


class Ribbon(index.Indexed, models.Model):
    """The promotional strip above the header. The first live ribbon in its window is shown."""

    name = models.CharField(max_length=80, help_text="For editors only.")
    section = models.CharField(max_length=10, choices=Section.choices, default=Section.WOMEN)
    ribbon_text = RichTextField(features=["bold", "italic", "link"])
    ispromo = models.BooleanField(
        "promotion", default=False, help_text="Styled as a promotion (an offer or a code)."
    )
    ribbon_link = models.CharField(
        max_length=300, blank=True, help_text="Where a click on the ribbon leads, e.g. /products/."
    )
    personalized_text = models.CharField(
        max_length=200,
        blank=True,
        help_text="Shown instead to signed-in customers; {name} becomes their first name.",
    )
    live = models.BooleanField(default=True)
    starts_at = models.DateTimeField(null=True, blank=True, help_text="Empty: from now.")
    ends_at = models.DateTimeField(null=True, blank=True, help_text="Empty: until switched off.")
    priority = models.PositiveSmallIntegerField(
        default=10, help_text="Lower wins when several ribbons are scheduled at once."
    )

    objects = RibbonQuerySet.as_manager()

    panels = [
        FieldPanel("name"),
        FieldPanel("section"),
        FieldPanel("ribbon_text"),
        FieldPanel("ispromo"),
        FieldPanel("ribbon_link"),
        FieldPanel("personalized_text"),
        MultiFieldPanel(
            [
                FieldPanel("live"),
                FieldPanel("starts_at"),
                FieldPanel("ends_at"),
                FieldPanel("priority"),
            ],
            heading="Schedule",
        ),
    ]
    search_fields = [index.SearchField("name"), index.SearchField("ribbon_text")]

    class Meta:
        ordering = ["section", "priority", "-starts_at"]

    def __str__(self):
        return self.name
