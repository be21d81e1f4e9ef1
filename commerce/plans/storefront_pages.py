"""Where plans are sold on the storefront. Product pages belong to the CMS, which registers how
to find them when it starts (cms.products.apps), so commerce reads them without importing the
CMS; with none registered (commerce on its own), a plan has no page."""

from typing import Protocol

from django.db.models import CharField, Expression, OuterRef, Value


class ProductPages(Protocol):
    def main_page_url_path(self, product_ref: OuterRef) -> Expression:
        """An annotation: the url_path of the product's main live page."""

    def storefront_paths(self, url_paths: list[str]) -> dict[str, str]:
        """Those url_paths as storefront paths, leaving out any outside every site."""


class _NoPages:
    def main_page_url_path(self, product_ref: OuterRef) -> Expression:
        return Value(None, output_field=CharField())

    def storefront_paths(self, url_paths: list[str]) -> dict[str, str]:
        return {}


_registered: ProductPages = _NoPages()


def register(pages: ProductPages) -> None:
    global _registered
    _registered = pages


def product_pages() -> ProductPages:
    return _registered
