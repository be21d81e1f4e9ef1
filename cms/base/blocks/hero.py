from grapple.helpers import register_streamfield_block
from grapple.models import GraphQLString
from wagtail import blocks
from wagtail.images.blocks import ImageChooserBlock

from .fields import image_alt_block, image_graphql_fields

LINK_HELP = "A path such as /quiz/."


@register_streamfield_block
class HeroBlock(blocks.StructBlock):
    heading = blocks.CharBlock(max_length=120)
    text = blocks.TextBlock(required=False, default="")
    cta_label = blocks.CharBlock(required=False, default="", max_length=40, label="Button label")
    cta_link = blocks.CharBlock(
        required=False, default="", max_length=200, label="Button link", help_text=LINK_HELP
    )
    image = ImageChooserBlock(required=False)
    image_alt = image_alt_block()

    graphql_fields = [
        GraphQLString("heading", required=True, description="The page's main message."),
        # Optional text blocks hold "" when left empty, so these are never null.
        GraphQLString("text", required=True, description="A sentence under the heading."),
        GraphQLString("cta_label", required=True, description="The button's label, if any."),
        GraphQLString("cta_link", required=True, description="Where the button leads."),
        *image_graphql_fields(),
    ]

    class Meta:
        icon = "image"
        label = "Hero"


@register_streamfield_block
class CtaBlock(blocks.StructBlock):
    heading = blocks.CharBlock(max_length=120)
    text = blocks.TextBlock(required=False, default="")
    button_label = blocks.CharBlock(max_length=40)
    button_link = blocks.CharBlock(max_length=200, help_text=LINK_HELP)

    graphql_fields = [
        GraphQLString("heading", required=True, description="What the shopper is asked to do."),
        GraphQLString("text", required=True, description="Why; empty when left out."),
        GraphQLString("button_label", required=True, description="The button's label."),
        GraphQLString("button_link", required=True, description="Where the button leads."),
    ]

    class Meta:
        icon = "pick"
        label = "Call to action"
