"""Where a product page's "You might also be interested in" comes from. Storefront search keeps
the product entries it is made of (cms.search, which indexes product pages and so imports this
app); it plugs its source in here from its AppConfig.ready() instead of being imported."""

from collections.abc import Callable

_sources: list[Callable] = []


def provide_also_interesting(source: Callable) -> None:
    """`source(page)` answers a product page's also-interesting entries, editors' picks first."""
    _sources[:] = [source]


def also_interesting(page) -> list:
    return _sources[0](page) if _sources else []
