"""A region found again from an address that keeps it only as text (Oscar's order addresses,
whose `state` is the region's name, or what a checkout copied there).

A state names a region of the address's own country by its name or its code, in any case
("New York", "new york", "NY", "ny"); a region of another country never matches.
"""

from collections.abc import Iterable

from django.db.models import Q
from django.db.models.functions import Lower

from .models import Region

Key = tuple[str, str]


def regions_of(addresses: Iterable) -> dict[Key, Region]:
    """The regions `addresses` name, keyed (country id, lower-cased state), in one query
    whatever their number; read one back with region_of."""
    keys = {key for key in map(_key, addresses) if key}
    if not keys:
        return {}
    states = {state for _, state in keys}
    candidates = (
        Region.objects.annotate(lower_name=Lower("name"), lower_code=Lower("code"))
        .filter(Q(lower_name__in=states) | Q(lower_code__in=states))
        .filter(country_id__in={country for country, _ in keys})
        .only("pk", "country_id", "name", "code")
    )
    candidates = list(candidates)
    found = {}
    # A state that is one region's name and another's code means the one it names.
    for field in ("lower_name", "lower_code"):
        for region in candidates:
            key = (region.country_id, getattr(region, field))
            if key in keys:
                found.setdefault(key, region)
    return found


def region_of(address, regions: dict[Key, Region]) -> Region | None:
    """The address's region among those regions_of found, or None when it names none."""
    key = _key(address)
    return regions.get(key) if key else None


def _key(address) -> Key | None:
    if address is None or not address.country_id or not address.state:
        return None
    return (address.country_id, address.state.strip().lower())
