import graphene
from django.utils.html import format_html
from grapple.helpers import register_streamfield_block
from grapple.models import GraphQLRichText, GraphQLString
from wagtail import blocks
from wagtail.images.blocks import ImageChooserBlock

from ..paths import storefront_path
from .fields import GraphQLList, image_alt_block, image_graphql_fields
from .hero import LINK_HELP

RICH_TEXT_FEATURES = ["bold", "italic", "link", "ol", "ul", "h3"]


@register_streamfield_block
class RichTextSectionBlock(blocks.StructBlock):
    heading = blocks.CharBlock(required=False, default="", max_length=120)
    body = blocks.RichTextBlock(features=RICH_TEXT_FEATURES)

    graphql_fields = [
        GraphQLString("heading", required=True, description="The section's heading, if any."),
        GraphQLRichText("body", required=True, description="The section's text as HTML."),
    ]

    class Meta:
        icon = "doc-full"
        label = "Text section"


@register_streamfield_block
class ImageWithTextBlock(blocks.StructBlock):
    image = ImageChooserBlock()
    image_alt = image_alt_block()
    image_position = blocks.ChoiceBlock(
        choices=[("left", "Left"), ("right", "Right")],
        default="left",
        help_text="Where the image sits on wide screens; on phones it comes first.",
    )
    heading = blocks.CharBlock(max_length=120)
    body = blocks.RichTextBlock(features=RICH_TEXT_FEATURES)
    button_label = blocks.CharBlock(required=False, default="", max_length=40)
    button_link = blocks.CharBlock(required=False, default="", max_length=200, help_text=LINK_HELP)

    graphql_fields = [
        *image_graphql_fields(),
        GraphQLString("image_position", required=True, description="left or right."),
        GraphQLString("heading", required=True, description="The section's heading."),
        GraphQLRichText("body", required=True, description="The text beside the image, as HTML."),
        GraphQLString("button_label", required=True, description="The button's label, if any."),
        GraphQLString("button_link", required=True, description="Where the button leads."),
    ]

    class Meta:
        icon = "image"
        label = "Image with text"


class FaqItem(graphene.ObjectType):
    question = graphene.String(required=True, description="The FAQ article's question.")
    answer = graphene.String(
        required=True,
        description="Its short answer as HTML, with a link to the full answer in the help centre.",
    )


@register_streamfield_block
class FaqListBlock(blocks.StructBlock):
    """Questions chosen from the help centre: each is an FAQ article, so an answer is written
    once and changes everywhere with it."""

    heading = blocks.CharBlock(max_length=120, default="Frequently asked questions")
    articles = blocks.ListBlock(
        blocks.PageChooserBlock(page_type="help.FaqArticlePage"),
        min_num=1,
        max_num=30,
        label="Questions",
        help_text="FAQ articles from the help centre; unpublished ones are not shown.",
    )

    graphql_fields = [
        GraphQLString("heading", required=True, description="The list's heading."),
        GraphQLList("items", FaqItem, "The published questions and their short answers, in order."),
    ]

    def items(self, info, values, **kwargs) -> list[FaqItem]:
        return [
            FaqItem(question=article.title, answer=_short_answer(article, info.context))
            for article in values["articles"]
            if article is not None and article.live
        ]

    class Meta:
        icon = "help"
        label = "FAQ list"


def _short_answer(article, request) -> str:
    path = storefront_path(article, request)
    if path is None:
        return format_html("<p>{}</p>", article.short_description)
    return format_html(
        '<p>{} <a href="{}">Read the full answer</a></p>', article.short_description, path
    )
