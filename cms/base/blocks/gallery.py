from grapple.helpers import register_streamfield_block
from grapple.models import GraphQLInt, GraphQLString
from wagtail import blocks
from wagtail.images.blocks import ImageChooserBlock

from .fields import GraphQLBlockList, image_alt_block, image_graphql_fields
from .hero import LINK_HELP


@register_streamfield_block
class CardBlock(blocks.StructBlock):
    image = ImageChooserBlock(required=False)
    image_alt = image_alt_block()
    title = blocks.CharBlock(max_length=80)
    text = blocks.TextBlock(required=False, default="")
    link = blocks.CharBlock(required=False, default="", max_length=200, help_text=LINK_HELP)

    graphql_fields = [
        *image_graphql_fields(),
        GraphQLString("title", required=True, description="The card's title."),
        GraphQLString("text", required=True, description="A sentence or two; may be empty."),
        GraphQLString("link", required=True, description="Where the card leads; may be empty."),
    ]

    class Meta:
        icon = "form"
        label = "Card"


@register_streamfield_block
class CardsBlock(blocks.StructBlock):
    heading = blocks.CharBlock(required=False, default="", max_length=120)
    cards = blocks.ListBlock(CardBlock(), min_num=1, max_num=12)

    graphql_fields = [
        GraphQLString("heading", required=True, description="The row's heading, if any."),
        GraphQLBlockList("cards", CardBlock, "The cards, in order."),
    ]

    class Meta:
        icon = "table"
        label = "Cards"


@register_streamfield_block
class TestimonialBlock(blocks.StructBlock):
    quote = blocks.TextBlock()
    # Not "name": grapple would read a block's own name attribute instead of the value.
    customer_name = blocks.CharBlock(max_length=80)
    age = blocks.IntegerBlock(required=False, min_value=18, max_value=120)
    months_of_use = blocks.IntegerBlock(
        required=False,
        min_value=1,
        max_value=120,
        help_text="How long the customer has taken Rootwell.",
    )
    image = ImageChooserBlock(required=False)
    image_alt = image_alt_block()

    graphql_fields = [
        GraphQLString("quote", required=True, description="The customer's words."),
        GraphQLString(
            "customer_name", required=True, description="The customer's name as published."
        ),
        GraphQLInt("age", description="The customer's age, if given."),
        GraphQLInt("months_of_use", description="Months of use behind the result, if given."),
        *image_graphql_fields(),
    ]

    class Meta:
        icon = "openquote"
        label = "Testimonial"


@register_streamfield_block
class TestimonialsBlock(blocks.StructBlock):
    heading = blocks.CharBlock(required=False, default="", max_length=120)
    items = blocks.ListBlock(TestimonialBlock(), min_num=1, max_num=12, label="Testimonials")

    graphql_fields = [
        GraphQLString("heading", required=True, description="The gallery's heading, if any."),
        GraphQLBlockList("items", TestimonialBlock, "The testimonials, in order."),
    ]

    class Meta:
        icon = "openquote"
        label = "Results gallery"
