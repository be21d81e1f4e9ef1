from celery import shared_task

from .indexing import refresh_product_entries
from .service import what_query_finds
from .suggestions import build_query_suggestions


@shared_task
def refresh_product_search_entries(product_ids: list[int] | None = None) -> int:
    """These products' search entries (all of them, with popularity, when None)."""
    return refresh_product_entries(set(product_ids) if product_ids is not None else None)


@shared_task
def refresh_search() -> None:
    """Hourly: popularity from the latest orders, and suggestions from the latest searches."""
    refresh_product_entries()
    build_query_suggestions(what_query_finds)
