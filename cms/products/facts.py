"""What is in a product and what it was shown to do: the supplement-facts panel and the
clinical results, as product pages show them."""

import graphene
from grapple.helpers import register_streamfield_block
from grapple.models import GraphQLInt, GraphQLString
from wagtail import blocks

from cms.base.blocks.fields import GraphQLBlockList, GraphQLList

FOOTNOTE_HELP = "Start with the mark it explains, e.g. † Daily Value not established."


@register_streamfield_block
class SupplementFactRowBlock(blocks.StructBlock):
    ingredient = blocks.CharBlock(max_length=120, help_text="e.g. Biotin (as D-biotin).")
    amount = blocks.CharBlock(max_length=40, help_text="Per serving, e.g. 2,500 mcg.")
    daily_value = blocks.CharBlock(
        required=False,
        default="",
        max_length=20,
        label="% Daily Value",
        help_text="e.g. 8333% or † when none is established (explain the mark in a footnote).",
    )

    graphql_fields = [
        GraphQLString("ingredient", required=True, description="The ingredient and its form."),
        GraphQLString("amount", required=True, description="The amount per serving."),
        GraphQLString(
            "daily_value",
            required=True,
            description="% Daily Value with any footnote mark; may be empty.",
        ),
    ]

    class Meta:
        icon = "list-ul"
        label = "Ingredient"


@register_streamfield_block
class SupplementFactsBlock(blocks.StructBlock):
    """The label's panel: serving, servings per container, ingredients per serving, footnotes."""

    heading = blocks.CharBlock(max_length=120, default="Supplement Facts")
    serving_size = blocks.CharBlock(max_length=60, help_text="e.g. 4 capsules.")
    servings_per_container = blocks.IntegerBlock(min_value=1, max_value=1000)
    rows = blocks.ListBlock(SupplementFactRowBlock(), min_num=1, max_num=40, label="Ingredients")
    footnotes = blocks.ListBlock(
        blocks.CharBlock(max_length=200, help_text=FOOTNOTE_HELP), max_num=6, default=[]
    )
    other_ingredients = blocks.TextBlock(required=False, default="")

    graphql_fields = [
        GraphQLString("heading", required=True, description="The panel's title and caption."),
        GraphQLString("serving_size", required=True, description="e.g. 4 capsules."),
        GraphQLInt("servings_per_container", required=True, description="Servings per bottle."),
        GraphQLBlockList("rows", SupplementFactRowBlock, "The ingredients per serving, in order."),
        GraphQLList("footnotes", graphene.String, "What the marks in the rows mean, in order."),
        GraphQLString(
            "other_ingredients", required=True, description="Capsule and excipients; may be empty."
        ),
    ]

    class Meta:
        icon = "list-ol"
        label = "Supplement facts"


@register_streamfield_block
class ClinicalResultBlock(blocks.StructBlock):
    figure = blocks.CharBlock(max_length=12, help_text="e.g. 86%.")
    statement = blocks.CharBlock(max_length=200, help_text="e.g. saw less shedding.")
    footnote = blocks.CharBlock(
        required=False,
        default="",
        max_length=300,
        help_text="The study behind it, e.g. Based on a 6-month clinical study of 40 women. "
        "Results sharing a footnote are numbered once.",
    )

    graphql_fields = [
        GraphQLString("figure", required=True, description="The figure, e.g. 86%."),
        GraphQLString("statement", required=True, description="What the figure measures."),
        GraphQLString("footnote", required=True, description="Its source; may be empty."),
    ]

    class Meta:
        icon = "success"
        label = "Result"


@register_streamfield_block
class ClinicalResultsBlock(blocks.StructBlock):
    heading = blocks.CharBlock(max_length=120, default="Clinically tested results")
    results = blocks.ListBlock(ClinicalResultBlock(), min_num=1, max_num=6)

    graphql_fields = [
        GraphQLString("heading", required=True, description="The section's heading."),
        GraphQLBlockList(
            "results", ClinicalResultBlock, "Figures with their statements and sources."
        ),
    ]

    class Meta:
        icon = "success"
        label = "Clinical results"
