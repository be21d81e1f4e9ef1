"""The API's naming rule (api/__init__.py), held for every root operation of the
live schema: a name is its Python attribute's (snake_case), or that attribute in Magento's
camelCase given with `name=`; and every mutation is Magento's, so camelCase."""

import re

from graphene.utils.str_converters import to_camel_case
from grapple.schema import schema

SNAKE_CASE = re.compile(r"[a-z][a-z0-9]*(_[a-z0-9]+)*")


def misnamed(attribute: str, name: str | None) -> bool:
    name = name or attribute
    return not SNAKE_CASE.fullmatch(attribute) or name not in {attribute, to_camel_case(attribute)}


def roots():
    for root in (schema.query, schema.mutation):
        for attribute, field in root._meta.fields.items():
            yield root, attribute, field


def test_every_root_operation_and_argument_is_named_by_the_rule():
    wrong = [
        f"{root.__name__}.{attribute}{f'({argument})' if argument else ''}: {name}"
        for root, attribute, field in roots()
        for argument, name in [
            (None, field.name),
            *((a, arg.name) for a, arg in field.args.items()),
        ]
        if misnamed(argument or attribute, name)
    ]

    assert wrong == []


def test_every_mutation_keeps_magentos_camel_case_name():
    snake_case = [
        attribute
        for root, attribute, field in roots()
        if root is schema.mutation and (field.name or attribute) != to_camel_case(attribute)
    ]

    assert schema.mutation._meta.fields
    assert snake_case == []
