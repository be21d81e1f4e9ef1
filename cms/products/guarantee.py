"""The results guarantee as product pages present it, linking to its terms page."""

import graphene
from grapple.helpers import register_streamfield_block
from grapple.models import GraphQLString
from wagtail import blocks
from wagtail.models import Page, PageViewRestriction

from cms.base.blocks.fields import GraphQLList
from cms.base.paths import storefront_path


@register_streamfield_block
class GuaranteeBlock(blocks.StructBlock):
    heading = blocks.CharBlock(max_length=120, default="Our 6-month results guarantee")
    text = blocks.TextBlock(help_text="One or two sentences on the promise.")
    terms = blocks.ListBlock(
        blocks.CharBlock(max_length=200),
        min_num=1,
        max_num=8,
        help_text="The conditions in short; the terms page has them in full.",
    )
    terms_page = blocks.PageChooserBlock(
        required=False, help_text="The guarantee's terms; unpublished pages are not linked."
    )
    link_label = blocks.CharBlock(max_length=60, default="Read the guarantee terms")

    graphql_fields = [
        GraphQLString("heading", required=True, description="The section's heading."),
        GraphQLString("text", required=True, description="The promise in a sentence or two."),
        GraphQLList("terms", graphene.String, "The conditions in short, in order."),
        GraphQLString(
            "terms_path",
            required=True,
            description="The terms page's storefront path; empty unless published and public.",
        ),
        GraphQLString("link_label", required=True, description="The link's text."),
    ]

    class Meta:
        icon = "pick"
        label = "Guarantee"

    def terms_path(self, info, values, **kwargs) -> str:
        page = values["terms_page"]
        if page is None or not page.live or not _is_public(page, info.context):
            return ""
        return storefront_path(page, info.context) or ""


def _is_public(page, context) -> bool:
    """Whether the page is outside any login or password restriction (which would make the link
    a dead end for most shoppers); asked once a request per page, however many blocks link it."""
    answers = context.__dict__.setdefault("_public_terms_pages", {})
    if page.pk not in answers:
        ancestry = [
            page.path[:end] for end in range(Page.steplen, len(page.path) + 1, Page.steplen)
        ]
        answers[page.pk] = not PageViewRestriction.objects.filter(page__path__in=ancestry).exists()
    return answers[page.pk]
