from api.core.search import MAX_SEARCH_LENGTH, SEARCH_TOO_LONG
from commerce.core.errors import DomainError


class SearchTooLong(DomainError):
    def __init__(self):
        super().__init__(SEARCH_TOO_LONG)


def check_length(query: str) -> None:
    if len(query) > MAX_SEARCH_LENGTH:
        raise SearchTooLong()


class UnknownSection(DomainError):
    def __init__(self):
        super().__init__("Search the women's or the men's site: section is women or men.")
