import graphene
from django.forms.utils import ErrorList
from grapple.helpers import register_streamfield_block
from grapple.models import GraphQLString
from wagtail import blocks
from wagtail.blocks import StructBlockValidationError

from .fields import GraphQLBlockList, GraphQLList


@register_streamfield_block
class ComparisonRowBlock(blocks.StructBlock):
    # Not "label": grapple would read a block's own label attribute instead of the value.
    feature = blocks.CharBlock(max_length=80, help_text="What this row compares, e.g. Vegan.")
    cells = blocks.ListBlock(
        blocks.CharBlock(required=False, default="", max_length=80),
        min_num=1,
        max_num=6,
        help_text="One value per column, in the columns' order.",
    )

    graphql_fields = [
        GraphQLString("feature", required=True, description="What this row compares."),
        GraphQLList("cells", graphene.String, "One value per column, in the columns' order."),
    ]

    class Meta:
        icon = "list-ul"
        label = "Row"


@register_streamfield_block
class ComparisonTableBlock(blocks.StructBlock):
    heading = blocks.CharBlock(max_length=120, help_text="Also read out as the table's caption.")
    column_headings = blocks.ListBlock(
        blocks.CharBlock(max_length=60),
        min_num=1,
        max_num=6,
        help_text="What is compared, e.g. the formulas Women, Women's Vegan...",
    )
    rows = blocks.ListBlock(ComparisonRowBlock(), min_num=1, max_num=20)

    graphql_fields = [
        GraphQLString("heading", required=True, description="The table's heading and caption."),
        GraphQLList("column_headings", graphene.String, "The things compared, one per column."),
        GraphQLBlockList("rows", ComparisonRowBlock, "The rows: a label and one cell per column."),
    ]

    class Meta:
        icon = "table"
        label = "Comparison table"

    def clean(self, value):
        value = super().clean(value)
        columns = len(value["column_headings"])
        for number, row in enumerate(value["rows"], start=1):
            if len(row["cells"]) != columns:
                raise StructBlockValidationError(
                    non_block_errors=ErrorList(
                        [
                            f"Row {number} ({row['feature']}) has {len(row['cells'])} cells; "
                            f"the table has {columns} columns."
                        ]
                    )
                )
        return value
