from grapple.helpers import register_streamfield_block
from grapple.models import GraphQLRichText, GraphQLString
from wagtail import blocks
from wagtail.images.blocks import ImageChooserBlock

from .fields import GraphQLBlockList, image_alt_block, image_graphql_fields
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


@register_streamfield_block
class FaqItemBlock(blocks.StructBlock):
    question = blocks.CharBlock(max_length=200)
    answer = blocks.RichTextBlock(features=["bold", "italic", "link", "ol", "ul"])

    graphql_fields = [
        GraphQLString("question", required=True, description="The question, as shoppers ask it."),
        GraphQLRichText("answer", required=True, description="The answer as HTML."),
    ]

    class Meta:
        icon = "help"
        label = "Question"


@register_streamfield_block
class FaqListBlock(blocks.StructBlock):
    heading = blocks.CharBlock(max_length=120, default="Frequently asked questions")
    items = blocks.ListBlock(FaqItemBlock(), min_num=1, max_num=30, label="Questions")

    graphql_fields = [
        GraphQLString("heading", required=True, description="The list's heading."),
        GraphQLBlockList("items", FaqItemBlock, "The questions and their answers, in order."),
    ]

    class Meta:
        icon = "help"
        label = "FAQ list"
