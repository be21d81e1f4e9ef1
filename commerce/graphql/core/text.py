from .errors import UserInputError

NUL_REFUSED = "Text may not contain NUL characters."


class NulCharacterMiddleware:
    """Refuses an argument whose text holds a NUL character, anywhere in it (lists and input
    objects too): no name, code or address has one, and PostgreSQL cannot store or compare it,
    so a lookup with one would fail in the database instead of finding nothing."""

    def resolve(self, next_, root, info, **args):
        if _holds_nul(args):
            raise UserInputError(NUL_REFUSED)
        return next_(root, info, **args)


def _holds_nul(value) -> bool:
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any(_holds_nul(item) for item in value.values())
    if isinstance(value, list | tuple):
        return any(_holds_nul(item) for item in value)
    return False
