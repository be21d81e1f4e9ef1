"""How a product is taken and what to expect, step by step and month by month."""

from grapple.helpers import register_streamfield_block
from grapple.models import GraphQLString
from wagtail import blocks

from cms.base.blocks.fields import GraphQLBlockList


@register_streamfield_block
class HowToUseStepBlock(blocks.StructBlock):
    # Not "title": grapple would read a block's own attributes before the value.
    step = blocks.CharBlock(max_length=80, help_text="e.g. Take 4 capsules.")
    text = blocks.TextBlock(required=False, default="")

    graphql_fields = [
        GraphQLString("step", required=True, description="The step in a few words."),
        GraphQLString("text", required=True, description="More on it; may be empty."),
    ]

    class Meta:
        icon = "tick"
        label = "Step"


@register_streamfield_block
class HowToUseBlock(blocks.StructBlock):
    heading = blocks.CharBlock(max_length=120, default="How to use")
    steps = blocks.ListBlock(HowToUseStepBlock(), min_num=1, max_num=8)
    note = blocks.CharBlock(
        required=False, default="", max_length=300, help_text="e.g. a caution; may be empty."
    )

    graphql_fields = [
        GraphQLString("heading", required=True, description="The section's heading."),
        GraphQLBlockList("steps", HowToUseStepBlock, "The steps, in order."),
        GraphQLString("note", required=True, description="A note under the steps; may be empty."),
    ]

    class Meta:
        icon = "list-ol"
        label = "How to use"


@register_streamfield_block
class TimelineMilestoneBlock(blocks.StructBlock):
    period = blocks.CharBlock(max_length=40, help_text="e.g. Month 1 or Months 4-6.")
    headline = blocks.CharBlock(max_length=120)
    text = blocks.TextBlock(required=False, default="")

    graphql_fields = [
        GraphQLString("period", required=True, description="When, e.g. Month 3."),
        GraphQLString("headline", required=True, description="What changes then."),
        GraphQLString("text", required=True, description="More on it; may be empty."),
    ]

    class Meta:
        icon = "date"
        label = "Milestone"


@register_streamfield_block
class TimelineBlock(blocks.StructBlock):
    heading = blocks.CharBlock(max_length=120, default="What to expect")
    milestones = blocks.ListBlock(TimelineMilestoneBlock(), min_num=2, max_num=8)
    footnote = blocks.CharBlock(
        required=False,
        default="",
        max_length=300,
        help_text="e.g. Individual results vary.",
    )

    graphql_fields = [
        GraphQLString("heading", required=True, description="The section's heading."),
        GraphQLBlockList("milestones", TimelineMilestoneBlock, "The milestones, in order."),
        GraphQLString("footnote", required=True, description="A note under it; may be empty."),
    ]

    class Meta:
        icon = "date"
        label = "What to expect"
