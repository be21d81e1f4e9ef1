"""The root Mutation type's fields. The schema names fields as written (no automatic camel case),
and each root mutation is named after its class in lower camel case, AddProductsToCart as
addProductsToCart, so the name is derived here rather than spelt out beside every field."""


def mutation_field(mutation, description: str, *, required: bool = False):
    """The root field of `mutation` (a graphene.Mutation), named after its class."""
    class_name = mutation._meta.name
    return mutation.Field(
        name=class_name[0].lower() + class_name[1:], required=required, description=description
    )
