from cms.search.errors import MAX_SEARCH_LENGTH, SEARCH_TOO_LONG

from .errors import UserInputError


class SearchQueryMiddleware:
    """Refuses a `search_query` longer than the search box allows, on every field that takes
    one (grapple adds it to each collection). The search backend combines a query's words into
    one nested expression and compiles it recursively: bounding the length bounds that depth,
    so a query of hundreds of words cannot exhaust the stack or keep a worker busy."""

    def resolve(self, next_, root, info, **args):
        search_query = args.get("search_query")
        if isinstance(search_query, str) and len(search_query) > MAX_SEARCH_LENGTH:
            raise UserInputError(SEARCH_TOO_LONG)
        return next_(root, info, **args)
