"""StreamField blocks shared by every page type, each exposed to GraphQL by grapple."""

from grapple.helpers import register_streamfield_block
from grapple.models import GraphQLRichText, GraphQLString
from wagtail import blocks


@register_streamfield_block
class HeroBlock(blocks.StructBlock):
    heading = blocks.CharBlock(max_length=120)
    text = blocks.TextBlock(required=False)
    cta_label = blocks.CharBlock(required=False, max_length=40, label="Button label")
    cta_link = blocks.CharBlock(
        required=False, max_length=200, label="Button link", help_text="A path such as /quiz/."
    )

    graphql_fields = [
        GraphQLString("heading", required=True),
        # Optional text blocks hold "" when left empty, so these are never null.
        GraphQLString("text", required=True),
        GraphQLString("cta_label", required=True),
        GraphQLString("cta_link", required=True),
    ]

    class Meta:
        icon = "image"
        label = "Hero"


@register_streamfield_block
class RichTextSectionBlock(blocks.StructBlock):
    heading = blocks.CharBlock(required=False, max_length=120)
    body = blocks.RichTextBlock(features=["bold", "italic", "link", "ol", "ul", "h3"])

    graphql_fields = [
        GraphQLString("heading", required=True),
        GraphQLRichText("body", required=True),
    ]

    class Meta:
        icon = "doc-full"
        label = "Text section"


def editorial_blocks():
    return [("hero", HeroBlock()), ("text", RichTextSectionBlock())]
