"""The help centre's own block: the four women's formulas side by side."""

from grapple.helpers import register_streamfield_block
from grapple.models import GraphQLString
from wagtail import blocks

from cms.base.blocks import CtaBlock, ImageWithTextBlock, ProductTeaserBlock, RichTextSectionBlock
from cms.base.blocks.fields import GraphQLBlockList

# The formulas the article detail view compares (spec §2), in the order it shows them.
FORMULAS = [
    ("women", "Women"),
    ("womens_vegan", "Women's Vegan"),
    ("womens_balance", "Women's Balance"),
    ("postpartum", "Postpartum"),
]


@register_streamfield_block
class FormulaComparisonRowBlock(blocks.StructBlock):
    # Not "label": grapple would read a block's own label attribute instead of the value.
    feature = blocks.CharBlock(max_length=80, label="Row label", help_text="e.g. Who it is for.")
    women = blocks.CharBlock(max_length=200, label="Women")
    womens_vegan = blocks.CharBlock(max_length=200, label="Women's Vegan")
    womens_balance = blocks.CharBlock(max_length=200, label="Women's Balance")
    postpartum = blocks.CharBlock(max_length=200, label="Postpartum")

    graphql_fields = [
        GraphQLString("feature", required=True, description="What this row compares."),
        *[
            GraphQLString(name, required=True, description=f"The value for {label}.")
            for name, label in FORMULAS
        ],
    ]

    class Meta:
        icon = "list-ul"
        label = "Row"


@register_streamfield_block
class FormulaComparisonBlock(blocks.StructBlock):
    heading = blocks.CharBlock(
        max_length=120,
        default="Which formula is right for me?",
        help_text="Also read out as the table's caption.",
    )
    rows = blocks.ListBlock(FormulaComparisonRowBlock(), min_num=1, max_num=12)

    graphql_fields = [
        GraphQLString("heading", required=True, description="The table's heading and caption."),
        GraphQLBlockList(
            "rows", FormulaComparisonRowBlock, "The rows: a label and a value per formula."
        ),
    ]

    class Meta:
        icon = "table"
        label = "Formula comparison"


def article_blocks():
    """What an FAQ answer is written with: text, an image beside text, the formula table, a
    product with its plans and a call to action."""
    return [
        ("text", RichTextSectionBlock()),
        ("image_with_text", ImageWithTextBlock()),
        ("formula_comparison", FormulaComparisonBlock()),
        ("product_teaser", ProductTeaserBlock()),
        ("cta", CtaBlock()),
    ]
