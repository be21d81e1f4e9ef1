"""The newsletter's welcome offer: $10 off a first subscription order.

Each subscriber gets a single-use Oscar voucher of their own; every voucher points at one shared
voucher-type offer, created on first use, whose range is the catalogue's subscription plans and
whose condition refuses customers who have ordered a subscription before.
"""

from datetime import timedelta
from decimal import Decimal

from django.db import transaction
from django.utils import timezone
from oscar.core.loading import get_class, get_model

from commerce.plans.attributes import SUBSCRIPTION_SKU_SUFFIX

Benefit = get_model("offer", "Benefit")
Condition = get_model("offer", "Condition")
ConditionalOffer = get_model("offer", "ConditionalOffer")
Product = get_model("catalogue", "Product")
Range = get_model("offer", "Range")
Voucher = get_model("voucher", "Voucher")
get_unused_code = get_class("voucher.utils", "get_unused_code")

WELCOME_DISCOUNT = Decimal("10.00")
VOUCHER_VALIDITY = timedelta(days=365)
OFFER_NAME = "Newsletter welcome: $10 off a first subscription order"
RANGE_NAME = "Subscription plans (every -S01 plan)"
# Refuses the code to a customer who has ordered a subscription before (commerce.customers.offers).
FIRST_SUBSCRIPTION_ORDER = "commerce.customers.offers.FirstSubscriptionOrderCondition"


class SubscriptionPlansRange:
    """The range's products by rule: every child product whose SKU ends in -S01.

    Oscar asks this class instead of the range's stored product list (`Range.proxy_class`), so the
    range follows the catalogue by itself: a plan added or retired in the dashboard is in or out
    of the offer at once. Nothing is copied, so nothing can fall out of sync, and a sign-up costs
    no catalogue work; checking a basket line is a string test on the product already loaded.
    """

    def contains_product(self, product) -> bool:
        return product.is_child and (product.upc or "").endswith(SUBSCRIPTION_SKU_SUFFIX)

    def all_products(self):
        return Product.objects.filter(
            structure=Product.CHILD, upc__endswith=SUBSCRIPTION_SKU_SUFFIX
        )

    def num_products(self) -> int:
        return self.all_products().count()


def subscription_plans_range():
    """The range of every subscription plan (SubscriptionPlansRange), created once."""
    plans, _ = Range.objects.get_or_create(
        proxy_class=f"{SubscriptionPlansRange.__module__}.{SubscriptionPlansRange.__name__}",
        defaults={"name": RANGE_NAME, "description": "Subscription plans: SKUs ending -S01."},
    )
    return plans


def welcome_offer():
    """The shared voucher offer, created once; marketers may edit or suspend it in the dashboard."""
    offer, _ = ConditionalOffer.objects.get_or_create(
        name=OFFER_NAME,
        defaults=first_subscription_offer_defaults(
            WELCOME_DISCOUNT,
            description="$10 off the first subscription order, for newsletter subscribers.",
            condition_class=FIRST_SUBSCRIPTION_ORDER,
        ),
    )
    return offer


def first_subscription_offer_defaults(amount: Decimal, *, description: str, condition_class: str):
    """get_or_create defaults of a shared voucher offer worth `amount` off a subscription plan,
    once per basket, to the customers `condition_class` lets in. The condition and the benefit
    are callables, so they are created only with the offer, inside get_or_create's transaction."""
    plans = subscription_plans_range()
    return {
        "offer_type": ConditionalOffer.VOUCHER,
        "description": description,
        "condition": lambda: Condition.objects.create(
            range=plans, type=Condition.COUNT, value=1, proxy_class=condition_class
        ),
        "benefit": lambda: Benefit.objects.create(range=plans, type=Benefit.FIXED, value=amount),
        "max_basket_applications": 1,
    }


def issue_welcome_voucher():
    """A new single-use voucher for the welcome offer, valid for a year from now."""
    code = get_unused_code(length=12)
    return voucher_of(
        welcome_offer(), f"Newsletter welcome {code}", code, valid_for=VOUCHER_VALIDITY
    )


def voucher_of(offer, name: str, code: str, *, valid_for: timedelta, usage=Voucher.SINGLE_USE):
    """A new voucher for `offer`, valid from now for `valid_for`."""
    now = timezone.now()
    voucher = Voucher.objects.create(
        name=name, code=code, usage=usage, start_datetime=now, end_datetime=now + valid_for
    )
    voucher.offers.add(offer)
    return voucher


@transaction.atomic
def first_subscription_voucher(code: str, amount: Decimal, *, description: str):
    """A multi-use code (a ribbon's, a partner's) worth `amount` off a first subscription order,
    on the welcome offer's rule: the condition and the benefit both cover subscription plans only,
    so a one-time purchase neither qualifies nor is discounted, and a customer who has ordered a
    subscription before is refused. An existing voucher's offer is brought to this rule (its name,
    description and amount are what the shopper reads in the cart)."""
    plans = subscription_plans_range()
    name = f"{code.upper()}: ${amount} off a first subscription order"
    voucher = Voucher.objects.filter(code=code.upper()).first()
    if voucher is None:
        now = timezone.now()
        voucher = Voucher.objects.create(
            name=f"{code.upper()} promotion",
            code=code.upper(),
            usage=Voucher.MULTI_USE,
            start_datetime=now,
            end_datetime=now + timedelta(days=5 * 365),
        )
    offer = voucher.offers.select_related("condition", "benefit").first()
    if offer is None:
        offer = ConditionalOffer(offer_type=ConditionalOffer.VOUCHER, max_basket_applications=1)
        offer.condition = Condition.objects.create(range=plans, type=Condition.COUNT, value=1)
        offer.benefit = Benefit.objects.create(range=plans, type=Benefit.FIXED, value=amount)
    Condition.objects.filter(pk=offer.condition.pk).update(
        range=plans, type=Condition.COUNT, value=1, proxy_class=FIRST_SUBSCRIPTION_ORDER
    )
    Benefit.objects.filter(pk=offer.benefit.pk).update(
        range=plans, type=Benefit.FIXED, value=amount, proxy_class=None
    )
    offer.name = name
    offer.description = description
    offer.save()
    voucher.offers.set([offer])
    return voucher
