"""Cart changes: adds are all-or-nothing, quantities stay within 1..CART_MAX_LINE_QUANTITY and a
cart holds at most CART_MAX_LINES lines; every change runs in one transaction."""

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from django.conf import settings
from django.db import transaction
from oscar.core.loading import get_class, get_model

from commerce.core.errors import DomainError

from . import carts

Product = get_model("catalogue", "Product")
Selector = get_class("partner.strategy", "Selector")


@dataclass(frozen=True)
class ItemRequest:
    sku: str
    quantity: object  # as the client sent it; checked to be a whole number in range
    purchase_source: str = ""


@dataclass(frozen=True)
class CartProblem:
    code: str
    message: str


class CartError(DomainError):
    """A refused change; nothing was changed."""


def quantity_problem() -> CartProblem:
    return CartProblem(
        "INVALID_QUANTITY",
        f"Please enter a quantity between 1 and {settings.CART_MAX_LINE_QUANTITY}.",
    )


def not_found(sku: str) -> CartProblem:
    return CartProblem("PRODUCT_NOT_FOUND", f'The product with SKU "{sku}" could not be found.')


def not_salable(sku: str) -> CartProblem:
    return CartProblem("NOT_SALABLE", f'The product with SKU "{sku}" is not available right now.')


def cart_not_found() -> CartError:
    return CartError("The cart could not be found.", "CART_NOT_FOUND")


def whole_quantity(value, minimum: int = 1) -> int | None:
    """The quantity as an int when it is a whole number from `minimum` to the line limit."""
    try:
        number = Decimal(str(value))
    except (InvalidOperation, ValueError):
        return None
    if not number.is_finite() or number != number.to_integral_value():
        return None
    if not minimum <= number <= settings.CART_MAX_LINE_QUANTITY:
        return None
    return int(number)


def add_items(request, items: list[ItemRequest], cart_id: str | None = None):
    """Adds every item, or none: returns (cart or None, problems). With any problem the cart
    comes back as it was (None when the visitor had none yet)."""
    with transaction.atomic():
        basket = carts.find_cart_to_change(request, cart_id)
        wanted, problems = _check_adds(request, basket, items)
        if problems:
            return (carts.prepare(request, basket) if basket else None), problems
        if basket is None:
            basket = carts.new_cart(request)
        for product, quantity, purchase_source in wanted:
            line, created = basket.add_product(product, quantity)
            if created and purchase_source:
                line.purchase_source = purchase_source[:64]
                line.save(update_fields=["purchase_source"])
        return carts.changed(request, basket), []


def _check_adds(request, basket, items):
    if not items:
        return [], [CartProblem("REQUIRED_PARAMETER_MISSING", "Add at least one product.")]
    # One request may name a SKU twice: its quantities add up to one line.
    merged: dict[str, list] = {}
    problems: list[CartProblem] = []
    for item in items:
        quantity = whole_quantity(item.quantity)
        if quantity is None:
            problems.append(quantity_problem())
            continue
        entry = merged.setdefault(item.sku, [0, item.purchase_source or ""])
        entry[0] += quantity
    products = {
        product.upc: product
        for product in Product.objects.filter(
            upc__in=list(merged),
            structure=Product.CHILD,
            is_public=True,
            parent__is_public=True,
        )
        .select_related("parent__product_class")
        .prefetch_related("stockrecords")
    }
    in_cart = {line.product_id: line.quantity for line in basket.all_lines()} if basket else {}
    strategy = Selector().strategy(request=request, user=request.user)
    wanted = []
    for sku, (quantity, purchase_source) in merged.items():
        product = products.get(sku)
        if product is None:
            problems.append(not_found(sku))
            continue
        total = in_cart.get(product.id, 0) + quantity
        if total > settings.CART_MAX_LINE_QUANTITY:
            problems.append(quantity_problem())
            continue
        info = strategy.fetch_for_product(product)
        permitted, _ = info.availability.is_purchase_permitted(total)
        if not info.price.exists or not permitted:
            problems.append(not_salable(sku))
            continue
        wanted.append((product, quantity, purchase_source))
    new_lines = {product.id for product, _, _ in wanted} - set(in_cart)
    if len(in_cart) + len(new_lines) > settings.CART_MAX_LINES:
        problems.append(
            CartProblem(
                "INVALID_PARAMETER_VALUE",
                f"Your cart can hold at most {settings.CART_MAX_LINES} different products.",
            )
        )
    return wanted, _unique(problems)


def _unique(problems: list[CartProblem]) -> list[CartProblem]:
    return list(dict.fromkeys(problems))


@transaction.atomic
def update_items(request, updates: list[tuple[str, object]], cart_id: str | None = None):
    """Sets line quantities (0 removes the line); one bad update changes nothing."""
    basket = carts.find_cart_to_change(request, cart_id)
    if basket is None:
        raise cart_not_found()
    lines = {str(line.id): line for line in basket.all_lines()}
    changes = []
    for uid, value in updates:
        line = lines.get(str(uid))
        if line is None:
            raise _line_not_found(uid)
        quantity = whole_quantity(value, minimum=0)
        if quantity is None:
            problem = quantity_problem()
            raise CartError(problem.message, problem.code)
        if quantity and not line.purchase_info.availability.is_purchase_permitted(quantity)[0]:
            problem = not_salable(line.product.upc)
            raise CartError(problem.message, problem.code)
        changes.append((line, quantity))
    for line, quantity in changes:
        if quantity == 0:
            line.delete()
        else:
            line.quantity = quantity
            line.save(update_fields=["quantity", "date_updated"])
    return carts.changed(request, basket)


@transaction.atomic
def remove_item(request, uid: str, cart_id: str | None = None):
    basket = carts.find_cart_to_change(request, cart_id)
    if basket is None:
        raise cart_not_found()
    deleted, _ = basket.lines.filter(pk=uid if str(uid).isdigit() else None).delete()
    if not deleted:
        raise _line_not_found(uid)
    return carts.changed(request, basket)


def _line_not_found(uid) -> CartError:
    return CartError(
        f'The cart item "{uid}" could not be found in your cart.', "COULD_NOT_FIND_CART_ITEM"
    )
