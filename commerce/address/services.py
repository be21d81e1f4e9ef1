"""A customer's address book, and the countries the shop ships to.

Every function takes the signed-in customer; an address id is only ever looked up among that
customer's own addresses, so another customer's id and a missing one fail the same way.
"""

from collections.abc import Mapping
from typing import Any

from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction

from .models import Country, UserAddress
from .snapshot import AddressSnapshot
from .validation import AddressError, validate_address_fields

MAX_ADDRESSES = 50
NOT_FOUND = 'Could not find a address with ID "{id}"'
TOO_MANY = (
    f"You can save up to {MAX_ADDRESSES} addresses. Delete one you no longer use to add another."
)
DUPLICATE = "You already saved this address."


class AddressNotFound(AddressError):
    code = "NOT_FOUND"

    def __init__(self, address_id):
        super().__init__(NOT_FOUND.format(id=address_id))


def shipping_countries():
    """The countries the shop ships to, each with its regions prefetched (two queries)."""
    return Country.objects.filter(is_shipping_country=True).prefetch_related("regions")


def addresses_of(customer):
    """The customer's addresses, default billing first, then newest (one query)."""
    return (
        UserAddress.objects.filter(user=customer)
        .select_related("region")
        .order_by("-is_default_for_billing", "-date_created", "-pk")[:MAX_ADDRESSES]
    )


@transaction.atomic
def create_address(customer, data: Mapping[str, Any]) -> UserAddress:
    """Saves a new address; the customer's first one becomes the default for both shipping
    and billing."""
    _lock(customer)
    cleaned = validate_address_fields(data)
    saved = UserAddress.objects.filter(user=customer).count()
    if saved >= MAX_ADDRESSES:
        raise AddressError(TOO_MANY)
    address = UserAddress(user=customer)
    cleaned.apply_to(address)
    address.is_default_for_shipping = saved == 0 or bool(data.get("default_shipping"))
    address.is_default_for_billing = saved == 0 or bool(data.get("default_billing"))
    return _save(address)


@transaction.atomic
def update_address(customer, address_id: int, data: Mapping[str, Any] | None) -> UserAddress:
    """Changes the fields given (a missing or null field keeps its value). Setting a default
    moves it here; `false` never leaves the customer without one (make another the default)."""
    _lock(customer)
    address = _own_address(customer, address_id)
    given = {field: value for field, value in (data or {}).items() if value is not None}
    current = AddressSnapshot.from_oscar(address).as_input()
    cleaned = validate_address_fields({**current, **given})
    cleaned.apply_to(address)
    if given.get("default_shipping"):
        address.is_default_for_shipping = True
    if given.get("default_billing"):
        address.is_default_for_billing = True
    return _save(address)


@transaction.atomic
def delete_address(customer, address_id: int) -> None:
    """Deletes an address; when it was a default, the newest remaining address takes over."""
    _lock(customer)
    address = _own_address(customer, address_id)
    address.delete()
    newest = UserAddress.objects.filter(user=customer).order_by("-date_created", "-pk").first()
    if newest is None:
        return
    if address.is_default_for_shipping:
        newest.is_default_for_shipping = True
    if address.is_default_for_billing:
        newest.is_default_for_billing = True
    newest.save()


def keep_from_checkout(customer, snapshot: AddressSnapshot) -> UserAddress | None:
    """Saves an address the customer typed at checkout in their address book, in the caller's
    transaction (the order's), unless the book already holds it (Oscar's hash: name, street, city,
    region, postcode, country) or is full: then that entry or None. A first address becomes the
    default for shipping and billing, as one added in the account does."""
    _lock(customer)
    book = UserAddress.objects.filter(user=customer)
    address = UserAddress(user=customer)
    validate_address_fields(snapshot.as_input()).apply_to(address)
    same = book.filter(hash=address.generate_hash()).first()
    if same is not None:
        return same
    saved = book.count()
    if saved >= MAX_ADDRESSES:
        return None
    address.is_default_for_shipping = address.is_default_for_billing = saved == 0
    address.save()
    return address


def _lock(customer) -> None:
    # One write at a time per customer, so two requests cannot both pass the 50-address limit
    # or both leave themselves the default.
    get_user_model().objects.select_for_update().filter(pk=customer.pk).values_list("pk").get()


def _own_address(customer, address_id) -> UserAddress:
    address = UserAddress.objects.filter(user=customer, pk=address_id).first()
    if address is None:
        raise AddressNotFound(address_id)
    return address


def _save(address: UserAddress) -> UserAddress:
    # Oscar's hash covers the name, street, city, region, postcode and country.
    duplicate = UserAddress.objects.filter(user=address.user, hash=address.generate_hash())
    if address.pk:
        duplicate = duplicate.exclude(pk=address.pk)
    if duplicate.exists():
        raise AddressError(DUPLICATE)
    try:
        with transaction.atomic():
            address.save()  # Oscar's save() takes a new default away from the previous one.
    except IntegrityError as error:
        raise AddressError(DUPLICATE) from error
    return address
