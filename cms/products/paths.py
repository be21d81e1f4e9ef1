"""Where each catalogue product is sold on the storefront: the paths of its live product pages."""

from django.apps import apps
from django.db.models import F, OuterRef, Subquery
from wagtail.models import Site

from cms.base.paths import path_below


def _main_page_first():
    return (F("preselected_interval").asc(nulls_first=True), "path")


def main_page_url_path(product_ref: OuterRef) -> Subquery:
    """The Wagtail url_path of the product's main live page, for annotating a query."""
    ProductPage = apps.get_model("products", "ProductPage")
    pages = ProductPage.objects.live().filter(product_id=product_ref).order_by(*_main_page_first())
    return Subquery(pages.values("url_path")[:1])


def storefront_paths(url_paths: list[str]) -> dict[str, str]:
    """Wagtail url_paths as storefront paths (those outside every site are left out); the site
    roots come from Wagtail's cache."""
    roots = [root.root_path for root in Site.get_site_root_paths()] if url_paths else []
    paths = {}
    for url_path in url_paths:
        root = next((root for root in roots if url_path.startswith(root)), None)
        if root is not None:
            paths[url_path] = path_below(url_path, root)
    return paths


def product_page_paths(product_ids: set[int]) -> dict[int, list[str]]:
    """The storefront paths of the live pages selling each product, its main page first (the
    one that preselects no plan), then by path. One query whatever the count, plus one for the
    site roots when Wagtail has not cached them."""
    if not product_ids:
        return {}
    ProductPage = apps.get_model("products", "ProductPage")
    rows = (
        ProductPage.objects.live()
        .filter(product_id__in=product_ids)
        .order_by(*_main_page_first())
        .values_list("product_id", "url_path")
    )
    storefront = storefront_paths([url_path for _, url_path in rows])
    paths: dict[int, list[str]] = {}
    for product_id, url_path in rows:
        if url_path in storefront:
            paths.setdefault(product_id, []).append(storefront[url_path])
    return paths
