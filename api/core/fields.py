"""Fields whose value the object a type resolves from holds under another name.

One attribute of another name is graphene's own `source="number"`. A value on a related object
names its path instead: `resolver=attribute("offer.pk")`, and a moment shown in the shop's time
zone `resolver=local_time("created_at")`, an amount in the currency its object holds
`resolver=money_at("grand_total")`, or, for the whole field, `money_field("…", at="grand_total")`.
Either way the field says where it reads, and no resolve_* method is written only to rename."""

from operator import attrgetter

import graphene
from django.utils import timezone


def attribute(path: str):
    """A resolver that reads `path` ("offer.pk") from the object the field's type resolves from."""
    read = attrgetter(path)

    def resolve(root, info, **kwargs):
        return read(root)

    return resolve


def local_time(path: str):
    """A resolver that reads the moment at `path` ("created_at") and gives it in the shop's time
    zone, ISO 8601 to the second with the offset."""
    read = attrgetter(path)

    def resolve(root, info, **kwargs):
        return timezone.localtime(read(root)).isoformat(timespec="seconds")

    return resolve


def money_at(path: str, *, optional: bool = False):
    """A resolver that reads the amount at `path` ("subtotal") as Money in the currency of the
    object the field's type resolves from (its `currency`); with `optional`, no amount is null."""
    from .types import Money

    read = attrgetter(path)

    def resolve(root, info, **kwargs):
        amount = read(root)
        if optional and amount is None:
            return None
        return Money(value=amount, currency=root.currency)

    return resolve


def money_field(description: str, *, at: str | None = None, required: bool = True):
    """A Money field; with `at`, it reads the amount there (money_at), a nullable field giving
    null for no amount. Without, the type resolves it (a resolve_* method or the value itself)."""
    from .types import Money

    resolver = money_at(at, optional=not required) if at else None
    return graphene.Field(Money, required=required, description=description, resolver=resolver)
