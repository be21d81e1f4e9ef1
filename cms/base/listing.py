"""Index pages list their children through GraphQL: a bounded list, one query however long."""

from grapple.models import GraphQLField, GraphQLString
from grapple.registry import registry
from wagtail.models import Site

from .paths import path_below

# An index shows at most this many entries; older ones stay reachable by their own paths.
LISTING_LIMIT = 100


def GraphQLPageList(field_name: str, page_model: str, **kwargs):
    """A required list of non-null pages of `page_model` ("app_label.Model") for grapple."""

    def Mixin():
        from django.apps import apps

        model = apps.get_model(page_model)
        return GraphQLField(
            field_name, lambda: registry.pages[model], is_list=True, required=True, **kwargs
        )

    return Mixin


def live_children(page, model, *order_by: str):
    """The page's live, public children of `model`, at most LISTING_LIMIT of them."""
    children = model.objects.live().public().child_of(page)
    if order_by:
        children = children.order_by(*order_by)
    return children[:LISTING_LIMIT]


def _site_root_paths(request) -> list[str]:
    # Once per request: every page in a list shares the answer.
    if not hasattr(request, "_storefront_root_paths"):
        roots = Site.objects.values_list("root_page__url_path", flat=True)
        request._storefront_root_paths = sorted(roots, key=len, reverse=True)
    return request._storefront_root_paths


class ListedPageMixin:
    """For pages shown in an index: their storefront path, for the index to link to."""

    listed_page_graphql_fields = [
        GraphQLString(
            "storefront_path",
            description="The page's path on the storefront, such as /blog/hair-and-stress/.",
        )
    ]

    def storefront_path(self, info, **kwargs) -> str | None:
        return storefront_path_in_request(self, info.context)


def storefront_path_in_request(page, request) -> str | None:
    """The page's storefront path, like `cms.base.paths.storefront_path`, but with the site
    roots read once per request so that a list of pages costs no query per page."""
    for root in _site_root_paths(request):
        if page.url_path.startswith(root):
            return path_below(page.url_path, root)
    return None
