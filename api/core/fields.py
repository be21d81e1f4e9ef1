"""Fields whose value the object a type resolves from holds under another name.

One attribute of another name is graphene's own `source="number"`. A value on a related object
names its path instead: `resolver=attribute("offer.pk")`, and a moment shown in the shop's time
zone `resolver=local_time("created_at")`. Either way the field says where it reads, and no
resolve_* method is written only to rename."""

from operator import attrgetter

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
