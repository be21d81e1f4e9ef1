from functools import cached_property

from django import forms
from grapple.helpers import register_streamfield_block
from grapple.models import GraphQLFloat, GraphQLInt, GraphQLString
from wagtail import blocks
from wagtail.images.blocks import ImageChooserBlock

from commerce.plans.services import plans_by_product
from commerce.product_reviews.services import ratings_for

from .fields import GraphQLList, image_alt_block, image_graphql_fields
from .hero import LINK_HELP


class ProductChooserBlock(blocks.ChooserBlock):
    """A parent product of the catalogue, loaded with its live plans.

    Every teaser of a page is converted in one bulk call, so the plans and review figures of all
    of them are read in one set of queries instead of one per teaser.
    """

    target_model = "catalogue.Product"

    @cached_property
    def widget(self):
        return forms.Select()

    @cached_property
    def field(self):
        return forms.ModelChoiceField(
            queryset=self.model_class.objects.filter(structure="parent").order_by("title"),
            widget=self.widget,
            required=self._required,
            validators=self._validators,
            help_text=self._help_text,
        )

    def get_form_state(self, value):
        # A plain select rather than one of Wagtail's chooser widgets: its state is the chosen id.
        return blocks.FieldBlock.get_form_state(self, value)

    def bulk_to_python(self, values):
        products = super().bulk_to_python(values)
        found = [product for product in products if product is not None]
        plans = plans_by_product([product.pk for product in found])
        ratings = ratings_for(product.pk for product in found)
        for product in found:
            product.live_plans = plans[product.pk]
            product.average_rating, product.review_count = ratings.get(product.pk, (None, 0))
        return products

    def to_python(self, value):
        return self.bulk_to_python([value])[0] if value is not None else None

    class Meta:
        icon = "tag"


@register_streamfield_block
class ProductTeaserBlock(blocks.StructBlock):
    product = ProductChooserBlock(help_text="The product whose plans and prices are shown.")
    heading = blocks.CharBlock(
        required=False,
        default="",
        max_length=120,
        help_text="Leave empty to use the product's name.",
    )
    text = blocks.TextBlock(required=False, default="")
    link = blocks.CharBlock(
        required=False, default="", max_length=200, label="Product page link", help_text=LINK_HELP
    )
    image = ImageChooserBlock(required=False)
    image_alt = image_alt_block()

    graphql_fields = [
        GraphQLString(
            "heading",
            source="heading_or_product_name",
            required=True,
            description="The heading, or the product's name.",
        ),
        GraphQLString("text", required=True, description="Why to buy it; may be empty."),
        GraphQLString("link", required=True, description="The product's page; may be empty."),
        *image_graphql_fields(),
        GraphQLFloat(
            "average_rating",
            source="average_rating",
            description="The mean of its approved reviews to one decimal; null without any.",
        ),
        GraphQLInt(
            "review_count",
            source="review_count",
            required=True,
            description="How many approved reviews it has.",
        ),
        GraphQLList(
            "plans",
            "api.catalogue.types.Plan",
            "The product's live plans, one-time first; empty if it is not on sale.",
        ),
    ]

    class Meta:
        icon = "tag"
        label = "Product teaser"

    def heading_or_product_name(self, info, values, **kwargs) -> str:
        product = values["product"]
        return values["heading"] or (product.get_title() if product else "")

    def average_rating(self, info, values, **kwargs) -> float | None:
        product = values["product"]
        return product.average_rating if product else None

    def review_count(self, info, values, **kwargs) -> int:
        product = values["product"]
        return product.review_count if product else 0

    def plans(self, info, values, **kwargs):
        product = values["product"]
        return product.live_plans if product else []
