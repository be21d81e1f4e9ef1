"""GraphQL field helpers shared by the editorial blocks."""

import graphene
from grapple.models import GraphQLField, GraphQLImage, GraphQLString
from grapple.registry import registry
from wagtail import blocks

IMAGE_ALT_HELP = "Describe the image for people who cannot see it; leave empty if it is decorative."


def image_alt_block() -> blocks.CharBlock:
    return blocks.CharBlock(
        required=False, default="", max_length=200, label="Alt text", help_text=IMAGE_ALT_HELP
    )


def image_graphql_fields() -> list:
    # Nullable even where the CMS requires an image: a deleted image leaves the block without one.
    return [
        GraphQLImage(
            "image",
            description="The image, if any; ask for a rendition or src_set to get a sized copy.",
        ),
        GraphQLString(
            "image_alt", required=True, description="Alt text; empty when the image is decorative."
        ),
    ]


def GraphQLBlockList(field_name: str, block_class: type[blocks.Block], description: str):
    """A list of nested struct blocks, typed as the block's own GraphQL type."""

    def Mixin():
        return _required_list(
            field_name, lambda: registry.streamfield_blocks[block_class], description
        )

    return Mixin


def GraphQLList(field_name: str, item_type, description: str):
    """A list that is never null and never holds nulls."""

    def Mixin():
        return _required_list(field_name, item_type, description)

    return Mixin


def _required_list(field_name: str, item_type, description: str) -> GraphQLField:
    # grapple's own is_list leaves the items nullable; the lists we expose never hold nulls.
    field = GraphQLField(field_name, item_type, description=description)
    field.field_type = graphene.NonNull(graphene.List(graphene.NonNull(item_type)))
    return field
