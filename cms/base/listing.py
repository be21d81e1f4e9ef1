"""Index pages list their children through GraphQL: a bounded list, one query however long."""

from grapple.models import GraphQLField
from grapple.registry import registry

# An index shows at most this many entries; older ones stay reachable by their own paths.
LISTING_LIMIT = 100

# The most items each list field of the CMS's gives, by "Type.field": the API's cost model
# (api/core/limits.py) counts them so, so each bound must hold.
CMS_LIST_BOUNDS: dict[str, int] = {}


def GraphQLPageList(field_name: str, page_model: str, **kwargs):
    """A required list of non-null pages of `page_model` ("app_label.Model") for grapple."""

    def Mixin():
        from django.apps import apps

        model = apps.get_model(page_model)
        return GraphQLField(
            field_name, lambda: registry.pages[model], is_list=True, required=True, **kwargs
        )

    return Mixin


def bound_list(field: str, most: int) -> None:
    """Declares that the list field `field` ("Type.field") never gives more than `most` items."""
    CMS_LIST_BOUNDS[field] = most


def bound_page_lists(*fields: str) -> None:
    """Tells the API's cost model that each of these page lists ("Type.field") is cut at
    LISTING_LIMIT, as live_children() cuts it."""
    for field in fields:
        bound_list(field, LISTING_LIMIT)


def live_children(page, model, *order_by: str):
    """The page's live, public children of `model`, at most LISTING_LIMIT of them."""
    children = model.objects.live().public().child_of(page)
    if order_by:
        children = children.order_by(*order_by)
    return children[:LISTING_LIMIT]
