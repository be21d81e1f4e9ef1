"""Whether a "friend" using a referral code is the referrer under a second account.

A referral rewards bringing someone new. A second account that pays with one of the referrer's
cards (the same card number: the gateway's fingerprint, never the number) or ships to one of the
referrer's addresses is the referrer again, or their household: the code takes nothing off and
earns no credit. Either match is enough; neither the name on the account nor the email tells
people apart.

The referrer's side: their stored cards (active or not), their address book and the shipping
addresses of their orders. The friend's side: their stored cards, their address book and the
address this order ships to (the cart's, or the order's).

Addresses are compared by street, postcode and country, normalised the way a person varies them
("12 Grove Street, Apt 4" and "12 grove st #4" are one address); the name, city spelling,
company and telephone are ignored.
"""

import re
import unicodedata
from collections.abc import Iterable

from django.apps import apps

SHARES_CARD_OR_ADDRESS = (
    "Referral codes are for new friends: this one belongs to an account that shares your card "
    "or address."
)
# The referrer's recent orders are enough to know where they ship; a bound on the work.
REFERRER_ORDERS_READ = 200

# Words people write either way, reduced to one spelling.
STREET_WORDS = {
    "street": "st",
    "avenue": "ave",
    "av": "ave",
    "road": "rd",
    "drive": "dr",
    "boulevard": "blvd",
    "lane": "ln",
    "court": "ct",
    "place": "pl",
    "terrace": "ter",
    "parkway": "pkwy",
    "highway": "hwy",
    "square": "sq",
    "circle": "cir",
    "north": "n",
    "south": "s",
    "east": "e",
    "west": "w",
}
# Words that only announce an apartment or suite: "Apt 4", "Suite 4", "Unit 4" and "#4" are one.
UNIT_WORDS = {"apt", "apartment", "suite", "ste", "unit", "no", "number", "fl", "floor", "rm"}

AddressKey = tuple[str, str, str]  # (country code, postcode, street)


def address_key(street: Iterable[str], postcode: str, country_code: str) -> AddressKey | None:
    """The address normalised for comparison; None when it has no street to compare."""
    words = []
    for line in street:
        text = unicodedata.normalize("NFKD", line or "").encode("ascii", "ignore").decode()
        for word in re.findall(r"[a-z0-9]+", text.lower()):
            if word not in UNIT_WORDS:
                words.append(STREET_WORDS.get(word, word))
    if not words:
        return None
    country = (country_code or "").strip().upper()
    code = re.sub(r"[^A-Z0-9]", "", (postcode or "").upper())
    if country == "US":
        code = code[:5]  # ZIP+4 is the same address
    return (country, code, " ".join(words))


def cart_address_key(snapshot: dict | None) -> AddressKey | None:
    """A cart's stored address (ordering's CartAddress shape)."""
    if not snapshot:
        return None
    return address_key(
        snapshot.get("street") or (), snapshot.get("postcode", ""), snapshot.get("country_code", "")
    )


def oscar_address_key(address) -> AddressKey | None:
    """An Oscar address: the address book's, or an order's shipping address."""
    if address is None:
        return None
    return address_key(
        (address.line1, address.line2, address.line3), address.postcode, address.country_id
    )


def shares_card_or_address(referrer_id: int, friend_id: int | None, addresses=()) -> bool:
    """Whether the friend (a customer, or None for a guest) pays with one of the referrer's cards
    or ships to one of the referrer's addresses; `addresses` are the friend's order's address
    keys (None among them is ignored). Four queries, whatever the number of cards and addresses."""
    StoredCard = apps.get_model("payments", "StoredCard")
    UserAddress = apps.get_model("address", "UserAddress")
    ShippingAddress = apps.get_model("order", "ShippingAddress")
    people = [referrer_id] if friend_id is None else [referrer_id, friend_id]

    cards = StoredCard.objects.filter(customer_id__in=people).exclude(fingerprint="")
    fingerprints: dict[int, set[str]] = {person: set() for person in people}
    for customer_id, fingerprint in cards.values_list("customer_id", "fingerprint"):
        fingerprints[customer_id].add(fingerprint)
    if friend_id is not None and fingerprints[referrer_id] & fingerprints[friend_id]:
        return True

    book: dict[int, set] = {person: set() for person in people}
    for address in UserAddress.objects.filter(user_id__in=people).only(*_ADDRESS_FIELDS, "user"):
        book[address.user_id].add(oscar_address_key(address))
    referrer_orders = (
        ShippingAddress.objects.filter(order__user_id=referrer_id)
        .only(*_ADDRESS_FIELDS)
        .order_by("-id")[:REFERRER_ORDERS_READ]
    )
    referrers = book[referrer_id] | {oscar_address_key(address) for address in referrer_orders}
    friends = set(addresses) | (book[friend_id] if friend_id is not None else set())
    return bool((referrers & friends) - {None})


_ADDRESS_FIELDS = ("line1", "line2", "line3", "postcode", "country")
