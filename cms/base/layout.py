"""Layout selection: which header, footer and chrome a page wants, chosen per page by editors."""

import graphene
from django.db import models
from grapple.models import GraphQLBoolean, GraphQLString
from wagtail.admin.panels import FieldPanel, MultiFieldPanel


class HeaderType(models.TextChoices):
    DEFAULT = "default", "Default"
    REALLY_SIMPLE = "really_simple", "Really Simple Header"
    SIMPLE = "simple", "Simple Header"
    NONE = "none", "None"


class FooterType(models.TextChoices):
    DEFAULT = "default", "Default"
    SIMPLE = "simple", "Simple Footer"
    REALLY_SIMPLE = "really_simple", "Really Simple Footer"
    NONE = "none", "None"


class StorefrontLayout(graphene.Interface):
    """The chrome a storefront page asks for; every page type implements it."""

    header_type = graphene.String(
        required=True, description="default, really_simple, simple or none."
    )
    footer_type = graphene.String(
        required=True, description="default, simple, really_simple or none."
    )
    robots_noindex = graphene.Boolean(
        required=True, description="Ask search engines not to index the page."
    )
    hide_ribbon = graphene.Boolean(required=True, description="Hide the promotional ribbon.")
    scroll_restoration = graphene.Boolean(
        required=True, description="Restore the visitor's scroll position on this page."
    )
    main_padding = graphene.Boolean(required=True, description="Pad the main content area.")
    white_header = graphene.Boolean(required=True, description="Use the white header.")
    storefront_path = graphene.String(
        required=True, description="The page's path on the storefront, e.g. /men/results/."
    )


# The layout fields, in the order editors see them; the panels and the GraphQL fields follow it.
LAYOUT_FIELDS = (
    "header_type",
    "footer_type",
    "robots_noindex",
    "hide_ribbon",
    "scroll_restoration",
    "main_padding",
    "white_header",
)


# What each header and footer looks like, for editors choosing one (shown under the choice; the
# fields' own help texts stay as they are so that no page table has to migrate for a sentence).
LAYOUT_PANEL_HELP = {
    "header_type": (
        "Default: the full header with the navigation, search, account and cart. "
        "Simple: a back-to-shop link, the logo and the account and cart icons, for landing pages. "
        "Really Simple: the logo alone (with a promotional ribbon), for focused pages. "
        "None: no header."
    ),
    "footer_type": (
        "Default: the full footer with the newsletter sign-up, social links and link columns. "
        "Simple: the legal links, the sitemap and privacy choices, for landing pages. "
        "Really Simple: the copyright and FDA notice alone. "
        "None: no footer."
    ),
}


class LayoutMixin(models.Model):
    """Layout selection fields. A page type with other defaults overrides a field with
    `layout_field` (they apply to pages created from then on); editors may still change them
    per page."""

    header_type = models.CharField(
        max_length=20, choices=HeaderType.choices, default=HeaderType.DEFAULT
    )
    footer_type = models.CharField(
        max_length=20, choices=FooterType.choices, default=FooterType.DEFAULT
    )
    robots_noindex = models.BooleanField(
        default=False, help_text="Ask search engines not to index this page."
    )
    hide_ribbon = models.BooleanField(default=False, help_text="Hide the promotional ribbon.")
    scroll_restoration = models.BooleanField(
        default=True, help_text="Restore the visitor's scroll position when they come back."
    )
    main_padding = models.BooleanField(default=False, help_text="Pad the main content area.")
    white_header = models.BooleanField(default=False, help_text="Use the white header.")

    layout_panels = [
        MultiFieldPanel(
            [FieldPanel(name, help_text=LAYOUT_PANEL_HELP.get(name)) for name in LAYOUT_FIELDS],
            heading="Layout",
        )
    ]
    layout_graphql_fields = [
        (GraphQLString if name.endswith("_type") else GraphQLBoolean)(name, required=True)
        for name in LAYOUT_FIELDS
    ]

    class Meta:
        abstract = True


def layout_field(name: str, default) -> models.Field:
    """LayoutMixin's field `name` with a page type's own default, for the page type to declare
    in its body (Django lets a model override a field of its abstract parent)."""
    field = LayoutMixin._meta.get_field(name).clone()
    field.default = default
    return field
