"""The one address value: what an address says, however it is kept.

Addresses live as Oscar models (the address book, an order's shipping and billing addresses) and
as JSON copies (a cart's checkout, a stored card's billing address, a subscription's quote). Each
mapping between them goes through AddressSnapshot, so a field is read and written in one place.
The JSON copies keep the API's shapes, which the storefront reads as they are stored; the API's
address book entries and order addresses are read through it too (as_book_address,
as_order_address).
"""

from dataclasses import dataclass, replace

from phonenumber_field.phonenumber import PhoneNumber

from .validation import CleanedAddress, display_telephone, e164_telephone


def _loaded_region(address):
    """The address book's region when it was read along (select_related): never a query."""
    descriptor = getattr(type(address), "region", None)
    if descriptor is not None and descriptor.is_cached(address):
        return address.region
    return None


# What makes an order's billing address its shipping address ("same as shipping").
ORDER_ADDRESS_FIELDS = (
    "first_name",
    "last_name",
    "line1",
    "line2",
    "line3",
    "line4",
    "state",
    "postcode",
    "country_id",
)


@dataclass(frozen=True)
class AddressSnapshot:
    firstname: str
    lastname: str
    company: str
    street: tuple[str, ...]  # the lines that are not empty
    city: str
    region: str  # the region's name, or free text in a country without regions
    region_code: str | None
    region_id: int | None
    postcode: str
    country_code: str
    telephone: str  # as the customer would write it (display_telephone); "" when none

    @classmethod
    def from_cleaned(cls, cleaned: CleanedAddress) -> "AddressSnapshot":
        """An address that passed validate_address_fields."""
        country_code = cleaned.country.iso_3166_1_a2
        region = cleaned.region
        return cls(
            firstname=cleaned.firstname,
            lastname=cleaned.lastname,
            company=cleaned.company,
            street=tuple(line for line in cleaned.street if line),
            city=cleaned.city,
            region=region.name if region else cleaned.state,
            region_code=region.code if region else None,
            region_id=region.pk if region else None,
            postcode=cleaned.postcode,
            country_code=country_code,
            telephone=display_telephone(cleaned.telephone, country_code),
        )

    @classmethod
    def from_oscar(cls, address, region=None) -> "AddressSnapshot":
        """Any Oscar address: the address book's (with its region), or an order's, which keeps
        the region as text only (pass the region found again, commerce.address.regions)."""
        region = region or _loaded_region(address)
        phone = getattr(address, "phone_number", None)  # an order's billing address has none
        country_code = address.country_id
        return cls(
            firstname=address.first_name,
            lastname=address.last_name,
            # Oscar's order addresses have no company field.
            company=getattr(address, "company", "") or "",
            street=tuple(line for line in (address.line1, address.line2, address.line3) if line),
            city=address.line4,
            # The address book keeps its region's name as `state` beside the region itself.
            region=region.name if region else address.state,
            region_code=region.code if region else None,
            region_id=region.pk if region else getattr(address, "region_id", None),
            postcode=address.postcode,
            country_code=country_code,
            telephone=display_telephone(phone, country_code),
        )

    @classmethod
    def from_order_billing(cls, order, region=None) -> "AddressSnapshot | None":
        """An order's billing address. Oscar keeps no telephone on an order's billing address;
        one billed "same as shipping" is the shipping address, so it has that telephone."""
        billing, shipping = order.billing_address, order.shipping_address
        if billing is None:
            return None
        snapshot = cls.from_oscar(billing, region)
        if shipping is None or any(
            getattr(billing, field) != getattr(shipping, field) for field in ORDER_ADDRESS_FIELDS
        ):
            return snapshot
        return replace(
            snapshot, telephone=display_telephone(shipping.phone_number, snapshot.country_code)
        )

    @classmethod
    def from_cart(cls, snapshot: dict) -> "AddressSnapshot":
        """A cart's stored copy (as_cart_address)."""
        return cls._from_stored(
            snapshot, snapshot.get("region") or {}, country_code=snapshot["country_code"]
        )

    @classmethod
    def from_quote(cls, address: dict) -> "AddressSnapshot":
        """A subscription quote's stored copy (as_quote_address)."""
        return cls._from_stored(address, address, country_code=address["country_id"])

    @classmethod
    def _from_stored(cls, stored: dict, region: dict, *, country_code: str) -> "AddressSnapshot":
        """A stored copy: the cart nests the region's keys in `region`, the quote keeps them
        beside the others, and each names the country its own way."""
        return cls(
            firstname=stored["firstname"],
            lastname=stored["lastname"],
            company=stored.get("company") or "",
            street=tuple(stored["street"]),
            city=stored["city"],
            region=region.get("region") or "",
            region_code=region.get("region_code"),
            region_id=region.get("region_id"),
            postcode=stored["postcode"],
            country_code=country_code,
            telephone=stored.get("telephone") or "",
        )

    def as_input(self) -> dict:
        """The address as CustomerAddressInput names it, to check it again or change part of it
        (validate_address_fields)."""
        return {
            "firstname": self.firstname,
            "lastname": self.lastname,
            "company": self.company,
            "street": list(self.street),
            "city": self.city,
            "region": {"region_id": self.region_id} if self.region_id else {"region": self.region},
            "postcode": self.postcode,
            "country_code": self.country_code,
            "telephone": self.telephone,
        }

    def fill_oscar(self, address):
        """Writes the address onto an Oscar order address (shipping or billing); the region is
        kept by name, as Oscar's `state`."""
        address.first_name = self.firstname
        address.last_name = self.lastname
        address.line1, address.line2, address.line3 = [*self.street, "", "", ""][:3]
        address.line4 = self.city
        address.state = self.region
        address.postcode = self.postcode
        address.country_id = self.country_code
        if hasattr(address, "phone_number"):
            address.phone_number = (
                PhoneNumber.from_string(self.telephone, region=self.country_code)
                if self.telephone
                else ""
            )
        return address

    def _region_object(self) -> dict | None:
        if self.region_id or self.region_code:
            return {
                "region_code": self.region_code,
                "region": self.region,
                "region_id": self.region_id,
            }
        if self.region:
            return {"region_code": None, "region": self.region, "region_id": None}
        return None

    def _common(self) -> dict:
        return {
            "firstname": self.firstname,
            "lastname": self.lastname,
            "company": self.company,
            "street": list(self.street),
            "city": self.city,
        }

    def as_cart_address(self, customer_address_id: int | None) -> dict:
        """The API's CartAddress, as a cart's checkout keeps it."""
        return {
            **self._common(),
            "region": self._region_object(),
            "postcode": self.postcode,
            "country_code": self.country_code,
            "telephone": self.telephone,
            "customer_address_id": customer_address_id,
        }

    def as_card_address(self) -> dict:
        """The API's TokenBaseCardAddress, as a stored card keeps its billing address."""
        region = self._region_object()
        return {
            **self._common(),
            "region": region,
            "region_id": self.region_id,
            "postcode": self.postcode,
            "country_id": self.country_code,
            "telephone": self.telephone,
        }

    def as_quote_address(self) -> dict:
        """The API's SubscriptionQuoteAddress, as a subscription's quote keeps it."""
        return {
            **self._common(),
            "region": self.region,
            "region_id": self.region_id,
            "postcode": self.postcode,
            "country_id": self.country_code,
            # Quotes keep the number as Oscar stores it ("+12125550199"), unlike the other copies.
            "telephone": e164_telephone(self.telephone, self.country_code),
        }

    def as_book_address(
        self, address_id: int, *, default_shipping: bool, default_billing: bool
    ) -> dict:
        """The API's CustomerAddress: an entry of the customer's address book."""
        return {
            "id": address_id,
            **self._common(),
            "region": self._region_object(),
            "region_id": self.region_id,
            "postcode": self.postcode,
            "country_code": self.country_code,
            "country_id": self.country_code,
            "telephone": self.telephone,
            "default_shipping": default_shipping,
            "default_billing": default_billing,
        }

    def as_order_address(self, *, prefix: str, region_id: int | None) -> dict:
        """The API's OrderAddress: null wherever the order recorded nothing. An order keeps its
        region as text only, so `region_id` is the region that text names, found again."""
        return {
            **self._common(),
            "company": self.company or None,
            "middlename": None,  # never collected
            "prefix": prefix or None,
            "region": self.region or None,
            "region_id": region_id,
            "postcode": self.postcode,
            "country_code": self.country_code,
            "telephone": self.telephone or None,
        }
