"""grapple's arguments hand what the client sent straight to the ORM: an id to `pk=`, `order` to
`order_by()`, `content_type` to a split on ".". What the database or the ORM would refuse with
an exception is refused here first, as the client's error, on every field that takes one. grapple
offers `search_query` on lists Wagtail cannot search, or not with the list's other filters (sites
are not indexed; images and documents are filtered by their collection's restrictions, which the
search index does not hold): such a search is refused too.
PostgreSQL can neither store nor compare text holding a NUL, so the CMS's roots refuse any such
text argument too (the shop's fields decide for themselves: some clean NULs out instead)."""

import re
from functools import lru_cache

from django.apps import apps
from django.core.exceptions import FieldDoesNotExist
from graphql import get_named_type
from modelsearch.backends.base import FilterFieldError, OrderByFieldError
from taggit.models import Tag
from wagtail.models import Page
from wagtail.search.index import class_is_indexed

from .errors import UserInputError

# The arguments that name a row by its primary key (pages, images, documents, collections,
# tags, sites).
PRIMARY_KEY_ARGUMENTS = frozenset({"id", "parent", "ancestor", "collection"})
CHECKED = PRIMARY_KEY_ARGUMENTS | {"order", "content_type", "hostname"}
# Larger than any row id, and than the database's integers.
MAX_DIGITS = 18
NOT_AN_ID = "Give {argument} as a whole number (an id)."
NOT_AN_ORDER = "Order by fields of what is listed, comma-separated (a - before one reverses it)."
NOT_A_HOSTNAME = "Give hostname as a host name."
NOT_A_CONTENT_TYPE = "Give content_type as app_label.ModelName of a page type, comma-separated."
NUL_IN_TEXT = "Text cannot hold a NUL character ({argument})."
NOT_SEARCHABLE = "{field} cannot be searched: leave search_query out."
NOT_SEARCHABLE_SO = "{field} cannot be searched with these arguments: leave search_query out."
CONTENT_TYPE = re.compile(r"\s*\w+\.\w+\s*")
# grapple's own Query mixins, with the CMS's in this API (CmsRoots), make its roots.
GRAPPLE_MODULES = ("grapple.",)
# A storefront path holding a NUL simply has no redirect (the storefront asks for any path).
FINDS_NOTHING_FOR_NUL = frozenset({"redirect"})


class CmsArgumentsMiddleware:
    def resolve(self, next_, root, info, **args):
        checked = args.keys() & CHECKED
        if checked:
            declared = info.parent_type.fields[info.field_name].args
            for name in checked:
                value = args[name]
                if value is None:
                    continue
                declared_type = get_named_type(declared[name].type).name
                if name in PRIMARY_KEY_ARGUMENTS and declared_type == "ID":
                    if not _is_whole_number(value):
                        raise UserInputError(NOT_AN_ID.format(argument=name))
                elif name == "order" and declared_type == "String":
                    model = _listed_model(info)
                    if model is not None and not _orders(model, value):
                        raise UserInputError(NOT_AN_ORDER)
                elif (
                    name == "content_type"
                    and declared_type == "String"
                    and value
                    and not all(_is_model(part) for part in value.split(","))
                ):
                    raise UserInputError(NOT_A_CONTENT_TYPE)
                elif name == "hostname" and "\x00" in str(value):
                    # PostgreSQL cannot compare text holding a NUL, and no host name has one.
                    raise UserInputError(NOT_A_HOSTNAME)
        if args.get("search_query") and not _is_searchable(info):
            raise UserInputError(NOT_SEARCHABLE.format(field=info.field_name))
        if _holds_nul(args.get("search_query")) or (
            info.parent_type is info.schema.query_type
            and info.field_name in _cms_roots(info.parent_type.graphene_type)
        ):
            # grapple adds search_query to each of its lists, nested ones too.
            _refuse_nul_text(info, args)
        if not args.get("search_query"):
            return next_(root, info, **args)
        try:
            # grapple hands the search to the index as it resolves the list
            return next_(root, info, **args)
        except (FilterFieldError, OrderByFieldError) as error:
            raise UserInputError(NOT_SEARCHABLE_SO.format(field=info.field_name)) from error


class CmsRoots:
    """Marks a Query class of the CMS's roots (pages, help, navigation, search...): like
    grapple's own, their text arguments refuse a NUL."""


@lru_cache(maxsize=1)
def _cms_roots(query) -> frozenset[str]:
    """The root fields the CMS's Query mixins declare (grapple builds Query from all mixins)."""
    roots = {name for name in query._meta.fields if _declared_by_cms(query, name)}
    return frozenset(roots - FINDS_NOTHING_FOR_NUL)


def _declared_by_cms(query, name: str) -> bool:
    owner = next((cls for cls in query.__mro__ if name in vars(cls)), None)
    return owner is not None and (
        issubclass(owner, CmsRoots) or owner.__module__.startswith(GRAPPLE_MODULES)
    )


def _refuse_nul_text(info, args) -> None:
    declared = info.parent_type.fields[info.field_name].args
    for name, value in args.items():
        if _holds_nul(value) and name in declared:
            raise UserInputError(NUL_IN_TEXT.format(argument=name))


def _holds_nul(value) -> bool:
    if isinstance(value, str):
        return "\x00" in value
    return isinstance(value, list) and any(_holds_nul(item) for item in value)


def _is_whole_number(value) -> bool:
    text = str(value)
    return text.isascii() and text.isdecimal() and len(text) <= MAX_DIGITS


def _is_model(name: str) -> bool:
    if not CONTENT_TYPE.fullmatch(name):
        return False
    try:
        apps.get_model(name.strip())
    except LookupError:
        return False
    return True


def _listed_model(info):
    """The model of the rows the field lists: its Django type's, or that of grapple's types
    that are no Django types (pages are listed through the interface)."""
    listed = get_named_type(info.return_type)
    graphene_type = getattr(listed, "graphene_type", None)
    model = getattr(getattr(graphene_type, "_meta", None), "model", None)
    return model or {"PageInterface": Page, "TagObjectType": Tag}.get(listed.name)


def _is_searchable(info) -> bool:
    model = _listed_model(info)
    return model is None or class_is_indexed(model)


def _orders(model, order: str) -> bool:
    """Whether each comma-separated term names a column of the model (a - before it reverses)."""
    for term in order.split(","):
        name = term.strip().removeprefix("-")
        try:
            field = model._meta.get_field(name)
        except FieldDoesNotExist:
            return False
        if not field.concrete:
            return False
    return True
