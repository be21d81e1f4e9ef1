from commerce.core.errors import DomainError

# The storefront's search box takes at most 50 characters (its overlay says so too).
MAX_SEARCH_LENGTH = 50
SEARCH_TOO_LONG = f"Search for at most {MAX_SEARCH_LENGTH} characters."


class SearchTooLong(DomainError):
    def __init__(self):
        super().__init__(SEARCH_TOO_LONG)


def check_length(query: str) -> None:
    if len(query) > MAX_SEARCH_LENGTH:
        raise SearchTooLong()


class UnknownSection(DomainError):
    def __init__(self):
        super().__init__("Search the women's or the men's site: section is women or men.")
