"""Changes to what a subscription ships, where, how it pays and what it is called. Each is one
transaction on the locked subscription row, checked against rules.ALLOWED and logged.

Products and frequency go through changes.propose and pricing.estimate, exactly as the
customer's estimate does, and the prices of products new to the subscription are locked into
its quote here.
"""

from collections.abc import Iterable, Mapping
from datetime import date
from decimal import Decimal, InvalidOperation

from django.db import transaction
from django.utils import timezone

from commerce.address.models import UserAddress
from commerce.address.services import AddressNotFound
from commerce.address.snapshot import AddressSnapshot
from commerce.address.validation import validate_address_fields
from commerce.core.text import clean_text
from commerce.payments import services as cards
from commerce.payments.cards import has_expired

from . import pricing, signals
from .changes import propose
from .lifecycle import announce, check, locked, log
from .models import Subscription, SubscriptionLog
from .rules import Operation, StaffOnly, SubscriptionError
from .snapshot import CALIFORNIA, payment_of

Action = SubscriptionLog.Action
NAME_MAX_LENGTH = Subscription._meta.get_field("name").max_length
CARD_INACTIVE = "That card is turned off. Choose an active card."
ADDRESS_OR_ID = "Give either a saved address or a new address, not both."
ADDRESS_MISSING = "Give a saved address or a new address."


class CardUnusable(SubscriptionError):
    code = "CARD_UNUSABLE"


@transaction.atomic
def change_frequency(subscription: Subscription, months: int, *, actor) -> Subscription:
    """Every line moves to its product's plan of `months` (1, 3 or 6) at that plan's current
    price; the shipment already scheduled keeps its date (next_charge.after_frequency_change)."""
    return change_products(subscription, None, months=months, actor=actor)


@transaction.atomic
def change_products(
    subscription: Subscription, products: Iterable | None, *, months: int | None = None, actor
) -> Subscription:
    """What it ships from now on: `products` as [{sku, qty}] (its own when None), every
    `months` months (its own when None)."""
    subscription = locked(subscription, Operation.CHANGE_PRODUCTS)
    moves = months is not None and months != subscription.frequency_count
    if moves:
        check(Operation.CHANGE_FREQUENCY, subscription)
    proposal = propose(subscription, products, months)
    estimate = pricing.estimate(
        subscription, proposal.lines, frequency_count=proposal.frequency_count, plans=proposal.plans
    )
    before = _contents(subscription)
    _write_lines(subscription, estimate)
    changes = []
    if moves:
        changes.append(
            f"Frequency changed from every {_months(subscription.frequency_count)} "
            f"to every {_months(proposal.frequency_count)}"
        )
        subscription.frequency_count = proposal.frequency_count
    after = _contents(subscription)
    if after != before:
        changes.append(f"Products changed from {before} to {after}")
    if not changes:
        return subscription
    subscription.save(update_fields=["quote", "plan_products", "frequency_count"])
    if moves and subscription.next_run:
        changes.append(f"next shipment still on {subscription.next_run.isoformat()}")
    log(subscription, Action.CHANGED, "; ".join(changes) + ".", actor)
    announce(subscription, signals.FREQUENCY_CHANGED if moves else signals.PRODUCTS_CHANGED, actor)
    return subscription


@transaction.atomic
def change_address(
    subscription: Subscription,
    *,
    customer_address_id: int | None = None,
    address: Mapping | None = None,
    actor,
) -> Subscription:
    """Ships to one of the customer's saved addresses, or to a new address checked exactly as
    checkout checks a shipping address."""
    subscription = locked(subscription, Operation.CHANGE_ADDRESS)
    if address and customer_address_id is not None:
        raise SubscriptionError(ADDRESS_OR_ID)
    if customer_address_id is not None:
        snapshot = _saved_address(subscription.customer_id, customer_address_id)
    elif address:
        snapshot = AddressSnapshot.from_cleaned(
            validate_address_fields(address, require_telephone=True)
        )
    else:
        raise SubscriptionError(ADDRESS_MISSING)
    subscription.quote["shipping_address"] = {
        **snapshot.as_quote_address(),
        "customer_address_id": customer_address_id,
    }
    subscription.ships_to_california = (snapshot.country_code, snapshot.region_code) == CALIFORNIA
    subscription.save(update_fields=["quote", "ships_to_california"])
    place = ", ".join([*snapshot.street, snapshot.city, f"{snapshot.region} {snapshot.postcode}"])
    log(subscription, Action.CHANGED, f"Shipping address changed to {place}.", actor)
    return subscription


@transaction.atomic
def change_card(subscription: Subscription, card_hash: str, *, actor) -> Subscription:
    """Renewals charge another of the customer's stored cards, one that is on and unexpired."""
    subscription = locked(subscription, Operation.CHANGE_CARD)
    card = cards.card_of(subscription.customer, card_hash)
    if not card.active:
        raise CardUnusable(CARD_INACTIVE)
    if has_expired(card.exp_month, card.exp_year):
        raise CardUnusable(cards.CARD_EXPIRED)
    subscription.card = card
    subscription.quote["payment"] = payment_of(card)
    subscription.save(update_fields=["card", "quote"])
    log(subscription, Action.CHANGED, f"Card changed to {card.label}.", actor)
    return subscription


@transaction.atomic
def rename(subscription: Subscription, name: str, *, actor) -> Subscription:
    subscription = locked(subscription, Operation.RENAME)
    name = clean_text(name)
    if not name:
        raise SubscriptionError("Name is required.")
    if len(name) > NAME_MAX_LENGTH:
        raise SubscriptionError(f"Name must be at most {NAME_MAX_LENGTH} characters.")
    before, subscription.name = subscription.name, name
    subscription.save(update_fields=["name"])
    log(subscription, Action.CHANGED, f'Renamed from "{before}" to "{name}".', actor)
    return subscription


@transaction.atomic
def set_journey_start_date(subscription: Subscription, day: date, *, actor) -> Subscription:
    """The day the customer's hair journey started: any day from their first order (or, with
    none, the subscription's start) up to today. An earlier day would count months the customer
    was not on the journey ("month 85" of a plan started this month)."""
    subscription = locked(subscription, Operation.SET_JOURNEY_START)
    if day > timezone.localdate():
        raise SubscriptionError("The journey start date can't be in the future.")
    first_order = (
        subscription.customer.orders.order_by("date_placed")
        .values_list("date_placed", flat=True)
        .first()
    )
    earliest = timezone.localdate(min(filter(None, (first_order, subscription.created_at))))
    if day < earliest:
        started = "your first order" if first_order else "your subscription started"
        raise SubscriptionError(
            f"The journey start date can't be before {started}, on "
            f"{earliest:%B} {earliest.day}, {earliest.year}."
        )
    subscription.journey_start_date = day
    subscription.save(update_fields=["journey_start_date"])
    log(subscription, Action.CHANGED, f"Journey start date set to {day.isoformat()}.", actor)
    return subscription


@transaction.atomic
def change_price(
    subscription: Subscription,
    *,
    prices: Mapping[str, Decimal] | None = None,
    custom_discount: Decimal | None = None,
    actor,
) -> Subscription:
    """Staff set a line's price (by SKU) or a discount off every renewal; both are locked into
    the quote like any price."""
    if actor is None or not actor.is_staff:
        raise StaffOnly()
    subscription = locked(subscription, Operation.CHANGE_PRICE)
    changes = []
    items = {item["sku"]: item for item in subscription.quote["items"]}
    for sku, price in (prices or {}).items():
        if sku not in items:
            raise SubscriptionError(f'The subscription does not ship "{sku}".')
        items[sku]["price"] = str(_amount(price))
        changes.append(f"{items[sku]['name']} at {items[sku]['price']}")
    if custom_discount is not None:
        subscription.custom_discount = _amount(custom_discount)
        changes.append(f"a discount of {subscription.custom_discount} per renewal")
    if not changes:
        raise SubscriptionError("Change a price or the discount.")
    _write_lines(subscription, pricing.estimate(subscription, pricing.current_lines(subscription)))
    subscription.save(update_fields=["quote", "plan_products", "custom_discount"])
    log(subscription, Action.PRICE_CHANGED, "Price set: " + ", ".join(changes) + ".", actor)
    announce(subscription, signals.PRICE_CHANGED, actor)
    return subscription


def _amount(value) -> Decimal:
    try:
        amount = Decimal(str(value)).quantize(Decimal("0.01"))
    except InvalidOperation:
        amount = None
    if amount is None or not amount.is_finite() or amount < 0:
        raise SubscriptionError("Enter an amount of zero or more.")
    return amount


def _saved_address(customer_id: int, address_id) -> AddressSnapshot:
    address = UserAddress.objects.filter(user_id=customer_id, pk=address_id).first()
    if address is None:
        raise AddressNotFound(address_id)
    # Checked again, as checkout does: the shop may no longer ship where it was saved.
    saved = AddressSnapshot.from_oscar(address).as_input()
    return AddressSnapshot.from_cleaned(validate_address_fields(saved, require_telephone=False))


def _write_lines(subscription: Subscription, estimate: pricing.Estimate) -> None:
    """The quote's items and totals, and the plan's products, as the estimate priced them."""
    quote = subscription.quote
    next_item_id = max((item["item_id"] for item in quote["items"]), default=0) + 1
    items = []
    for line in estimate.lines:
        item_id = line.item_id
        if item_id is None:
            item_id, next_item_id = next_item_id, next_item_id + 1
        items.append(
            {
                "item_id": item_id,
                "sku": line.sku,
                "name": line.name,
                "description": None,
                "product_id": line.product_id,
                "qty": line.qty,
                "price": str(line.price),
                "row_total": str(line.row_total),
            }
        )
    subscription.quote = {
        **quote,
        "items": items,
        "subtotal": str(estimate.totals.subtotal),
        "grand_total": str(estimate.totals.grand_total),
    }
    subscription.plan_products = {
        "child_products": {
            item["sku"]: {
                "name": item["name"],
                "qty": item["qty"],
                "price": item["price"],
                "billing_interval": estimate.frequency_count,
            }
            for item in items
        }
    }


def _contents(subscription: Subscription) -> str:
    # Customers read the log: products by their names, never their SKUs.
    return ", ".join(
        f"{item['qty']} × {item['name']} at {item['price']}" for item in subscription.quote["items"]
    )


def _months(count: int) -> str:
    return "month" if count == 1 else f"{count} months"
