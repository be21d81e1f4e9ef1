from graphql import get_named_type

from .errors import UserInputError

# grapple's arguments that name a database row by its primary key (pages, images, documents,
# collections, tags, sites, snippets): it looks them up as given, and the database refuses text.
PRIMARY_KEY_ARGUMENTS = frozenset({"id", "parent", "ancestor", "collection"})
# Larger than any row id, and than the database's integers.
MAX_DIGITS = 18
NOT_AN_ID = "Give {argument} as a whole number (an id)."


class PrimaryKeyMiddleware:
    """Refuses an `id` (or `parent`, `ancestor`, `collection`) argument of type ID that is not a
    whole number, on every field that takes one, before its resolver looks the row up."""

    def resolve(self, next_, root, info, **args):
        if args.keys() & PRIMARY_KEY_ARGUMENTS:
            declared = info.parent_type.fields[info.field_name].args
            for name in args.keys() & PRIMARY_KEY_ARGUMENTS:
                value = args[name]
                if value is None or get_named_type(declared[name].type).name != "ID":
                    continue
                if not _is_whole_number(value):
                    raise UserInputError(NOT_AN_ID.format(argument=name))
        return next_(root, info, **args)


def _is_whole_number(value) -> bool:
    text = str(value)
    return text.isascii() and text.isdecimal() and len(text) <= MAX_DIGITS
