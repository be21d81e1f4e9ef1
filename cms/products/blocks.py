"""A band of product cards for any page (the men's home shows its four products this way)."""

from grapple.helpers import register_streamfield_block
from grapple.models import GraphQLString
from wagtail import blocks

from cms.base.blocks import editorial_blocks
from cms.base.blocks.fields import GraphQLList
from cms.base.blocks.products import ProductChooserBlock

from .cards import ProductCard, with_ratings


@register_streamfield_block
class ProductCardsBlock(blocks.StructBlock):
    heading = blocks.CharBlock(max_length=120)
    text = blocks.TextBlock(required=False, default="")
    # Each chooser is converted in one bulk call with the others: one set of plan queries.
    products = blocks.ListBlock(
        ProductChooserBlock(), min_num=1, max_num=12, help_text="Shown in this order."
    )

    graphql_fields = [
        GraphQLString("heading", required=True, description="The band's heading."),
        GraphQLString("text", required=True, description="A sentence under it; may be empty."),
        GraphQLList(
            "product_cards",
            "api.products.types.ListedProduct",
            "The products on sale, each with its image, prices, page and quick add.",
        ),
    ]

    class Meta:
        icon = "tag"
        label = "Product cards"

    def product_cards(self, info, values, **kwargs) -> list[ProductCard]:
        return with_ratings(
            [
                ProductCard.of(
                    product.live_plans,
                    title=product.get_title(),
                    storefront_path=product.live_plans[0].url_key or "",
                )
                for product in values["products"]
                if product is not None and product.live_plans
            ]
        )


def product_blocks():
    """A product page's body: the editorial blocks, then what sells a product: its facts,
    results, routine, the guarantee, the formula comparison and other products."""
    # Imported here: cms.help's blocks import the shared blocks, which must load first.
    from cms.help.blocks import FormulaComparisonBlock

    from .facts import ClinicalResultsBlock, SupplementFactsBlock
    from .guarantee import GuaranteeBlock
    from .routine import HowToUseBlock, TimelineBlock

    return [
        *editorial_blocks(),
        ("supplement_facts", SupplementFactsBlock()),
        ("clinical_results", ClinicalResultsBlock()),
        ("how_to_use", HowToUseBlock()),
        ("timeline", TimelineBlock()),
        ("guarantee", GuaranteeBlock()),
        ("formula_comparison", FormulaComparisonBlock()),
        ("product_cards", ProductCardsBlock()),
    ]
