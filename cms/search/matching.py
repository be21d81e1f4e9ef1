from wagtail.search.backends import get_search_backend


def matching(query: str, queryset, limit: int) -> list:
    """Up to `limit` objects matching every word of `query` as typed (the last word may be
    unfinished), best first; when nothing starts so, whole words, which PostgreSQL stems."""
    backend = get_search_backend()
    found = list(backend.autocomplete(query, queryset, operator="and")[:limit])
    return found or list(backend.search(query, queryset, operator="and")[:limit])
