"""Refer a friend, and pay it forward.

Every customer has a personal referral code (`referral_code_of`): an Oscar voucher pointing at one
shared voucher offer, whose condition (referral_condition.ReferralCondition) takes a friend's first
subscription order and refuses the code's own owner, and whose benefit is the active refer-a-friend
campaign's friend discount off subscription plans ($10 when none runs). When a friend's order
placed with the code is paid, the referrer earns the campaign's referrer credit in the store credit
ledger, once per friend (`credit_referral`, called as the order is written). A friend who shares
the referrer's card or address is the referrer again (referral_matching): no discount, no credit.
The credit is taken back when the friend's order is refunded (`take_back_referral_credit`).

Pay it forward (`issue_friend_gift`): a subscriber who accepts that reward sends a friend a
single-use code worth the campaign's friend discount off a first subscription order.
"""

import logging
import re
import secrets
import unicodedata
from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.db.models import Count, Q, Sum
from django.utils import timezone
from oscar.core.loading import get_class, get_model

from commerce.core.errors import DomainError
from commerce.customers.welcome_offer import (
    FIRST_SUBSCRIPTION_ORDER,
    first_subscription_offer_defaults,
    voucher_of,
)
from commerce.plans.attributes import SUBSCRIPTION_SKU_SUFFIX

from . import store_credit
from .campaigns import DEFAULT_FRIEND_DISCOUNT, dollars, friend_discount_of, referral_campaign
from .emails import send_friend_gift, send_referral_credit
from .models import Campaign, CampaignOffer, Referral, ReferralCode
from .referral_matching import oscar_address_key, shares_card_or_address

Benefit = get_model("offer", "Benefit")
ConditionalOffer = get_model("offer", "ConditionalOffer")
OrderDiscount = get_model("order", "OrderDiscount")
Voucher = get_model("voucher", "Voucher")
get_unused_code = get_class("voucher.utils", "get_unused_code")

logger = logging.getLogger(__name__)

DEFAULT_REFERRER_CREDIT = Decimal("10.00")
REFERRAL_OFFER_NAME = "Refer a friend: money off a friend's first subscription order"
REFERRAL_CONDITION = "commerce.loyalty.referral_condition.ReferralCondition"
REFERRAL_PAGE_PATH = "/refer-a-friend/"
# A referral code is shared for as long as the customer likes; Oscar wants an end all the same.
REFERRAL_CODE_VALIDITY = timedelta(days=10 * 365)
GIFT_VALIDITY = timedelta(days=365)
# Readable suffixes: no 0/O, 1/I/L to misread when a friend types the code.
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_SUFFIX_LENGTH = 4
CODE_NAME_MAX_LENGTH = 12
CODE_NAME_FALLBACK = "FRIEND"
GIFT_CLOSED = "This reward is no longer available."


class GiftAlreadySent(DomainError):
    code = "CAMPAIGN_CLOSED"


@dataclass(frozen=True)
class ReferralSummary:
    """What a customer reads about their referrals (GraphQL `Customer.referral`)."""

    code: str
    url: str
    friend_discount: Decimal
    referrer_credit: Decimal
    referrals_count: int
    credit_earned: Decimal
    currency: str


# The campaign and its amounts.


def referrer_credit_of(campaign: Campaign | None) -> Decimal:
    """What the referrer earns per referred friend under `campaign`."""
    if campaign is not None and campaign.referrer_credit and campaign.referrer_credit > 0:
        return campaign.referrer_credit
    return DEFAULT_REFERRER_CREDIT


def _referral_description(amount: Decimal) -> str:
    return f"{dollars(amount)} off your first subscription order, from a friend's referral."


# The shared offer every referral code points at.


def referral_offer():
    """The shared referral offer, created once (its amount is the default until synced)."""
    offer = (
        ConditionalOffer.objects.select_related("benefit")
        .filter(condition__proxy_class=REFERRAL_CONDITION)
        .order_by("pk")
        .first()
    )
    if offer is not None:
        return offer
    offer, _ = ConditionalOffer.objects.select_related("benefit").get_or_create(
        name=REFERRAL_OFFER_NAME,
        defaults=first_subscription_offer_defaults(
            DEFAULT_FRIEND_DISCOUNT,
            description=_referral_description(DEFAULT_FRIEND_DISCOUNT),
            condition_class=REFERRAL_CONDITION,
        ),
    )
    return offer


def sync_referral_offer(campaign: Campaign | None = None, *, find_campaign: bool = True):
    """Brings the shared referral offer's amount (and the description the cart shows) to the
    running refer-a-friend campaign's friend discount, $10 when none runs; returns the offer.

    Cheap when nothing changed (two reads). Called when a campaign is saved, when a customer's
    code is made and whenever a customer reads their referral details."""
    if campaign is None and find_campaign:
        campaign = referral_campaign()
    amount = friend_discount_of(campaign)
    offer = referral_offer()
    description = _referral_description(amount)
    if offer.benefit.value != amount:
        Benefit.objects.filter(pk=offer.benefit_id).update(value=amount)
        offer.benefit.value = amount
    if offer.description != description:
        ConditionalOffer.objects.filter(pk=offer.pk).update(description=description)
        offer.description = description
    return offer


# A customer's code.


def referral_code_of(customer) -> ReferralCode:
    """The customer's personal referral code, made the first time it is asked for."""
    existing = ReferralCode.objects.select_related("voucher").filter(customer=customer).first()
    if existing is not None:
        return existing
    with transaction.atomic():
        # One code per customer even when two requests ask at once: the second waits here.
        get_user_model().objects.select_for_update().filter(pk=customer.pk).first()
        existing = ReferralCode.objects.select_related("voucher").filter(customer=customer).first()
        if existing is not None:
            return existing
        offer = sync_referral_offer()
        code = _unused_referral_code(customer.first_name)
        # Multi-use: the code is shared with many friends. Each friend can use it once all the
        # same, since only a first subscription order qualifies; and unlike Oscar's "once per
        # customer" it can be carried to a guest's cart, which is where a friend's link lands.
        voucher = voucher_of(
            offer,
            f"Referral code {code}",
            code,
            valid_for=REFERRAL_CODE_VALIDITY,
            usage=Voucher.MULTI_USE,
        )
        return ReferralCode.objects.create(customer=customer, voucher=voucher)


def _unused_referral_code(first_name: str) -> str:
    """JANE-7K2Q: the first name's letters, a dash and four readable characters, unused."""
    ascii_name = unicodedata.normalize("NFKD", first_name or "").encode("ascii", "ignore").decode()
    name = re.sub(r"[^A-Z]", "", ascii_name.upper())[:CODE_NAME_MAX_LENGTH] or CODE_NAME_FALLBACK
    length = CODE_SUFFIX_LENGTH
    while True:
        for _ in range(10):
            suffix = "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))
            code = f"{name}-{suffix}"
            if not Voucher.objects.filter(code=code).exists():
                return code
        length += 1  # a crowded name: longer suffixes


def referral_url(code: str) -> str:
    """The link a customer shares: the storefront's referral page, which carries the code to
    the friend's cart."""
    return f"{settings.FRONTEND_URL}{REFERRAL_PAGE_PATH}?code={code}"


def referral_summary(customer) -> ReferralSummary:
    """The customer's code and link, what it is worth and what it has earned them; a constant
    number of queries."""
    campaign = referral_campaign()
    offer = sync_referral_offer(campaign, find_campaign=False)
    code = referral_code_of(customer).voucher.code
    totals = Referral.objects.filter(referrer=customer).aggregate(
        count=Count("pk", filter=Q(taken_back_at__isnull=True)),
        earned=Sum("credit__amount"),
        taken_back=Sum("taken_back__amount"),
    )
    return ReferralSummary(
        code=code,
        url=referral_url(code),
        friend_discount=offer.benefit.value,
        referrer_credit=referrer_credit_of(campaign),
        referrals_count=totals["count"],
        # Entries taking credit back are negative.
        credit_earned=(
            (totals["earned"] or store_credit.ZERO) + (totals["taken_back"] or store_credit.ZERO)
        ).quantize(store_credit.CENT),
        currency=store_credit.currency(),
    )


# Crediting the referrer.


def credit_referral(order) -> Referral | None:
    """Credits the referrer whose code took money off `order`, in the order's transaction: once
    per friend (the buyer), never for the referrer's own order. Called as a shopper's paid order
    is written (ordering.events.order_written, heard in referral_receivers), which happens once
    per order; a retried or resumed placement finds the order already written and does not get
    here again."""
    friend_id = order.user_id
    if friend_id is None:
        return None
    used_vouchers = OrderDiscount.objects.filter(
        order=order, voucher_id__isnull=False, amount__gt=0
    ).values("voucher_id")
    code = (
        ReferralCode.objects.select_related("customer", "voucher")
        .filter(voucher_id__in=used_vouchers)
        .first()
    )
    if code is None or code.customer_id == friend_id:
        return None
    if Referral.objects.filter(friend_id=friend_id).exists():
        return None
    # The cart refuses such a code already; an address or card that changed since it was
    # priced earns nothing all the same.
    if shares_card_or_address(
        code.customer_id, friend_id, [oscar_address_key(order.shipping_address)]
    ):
        logger.info("Order %s: the referrer shares the friend's card or address", order.pk)
        return None
    amount = referrer_credit_of(referral_campaign())
    friend = order.user
    note = f"{(friend.first_name or '').strip() or 'A friend'} placed a first order with your code"
    try:
        with transaction.atomic():
            entry = store_credit.reward(code.customer, amount, note=note[:255])
            referral = Referral.objects.create(
                referrer=code.customer, friend_id=friend_id, order=order, credit=entry
            )
    except IntegrityError:
        # The friend's referral was recorded by another order placed at the same moment.
        logger.info("Order %s: friend %s was already referred", order.pk, friend_id)
        return None
    transaction.on_commit(lambda: send_referral_credit.delay(referral.pk), robust=True)
    return referral


# Taking the credit back.


def take_back_referral_credit(order, line_ids=()) -> Referral | None:
    """Takes back the credit a friend's order earned its referrer once that order is refunded:
    as a whole (the money-back guarantee; no `line_ids`), or in a return of its subscription plan,
    the line the referral was for (a returned booster alone changes nothing). Once per referral;
    never below a zero balance: credit the referrer has spent already is not taken, and the line
    they read says how much was left. The referral, or None when there was nothing to take back."""
    OrderLine = get_model("order", "Line")
    with transaction.atomic():
        referral = (
            Referral.objects.select_for_update()
            .select_related("credit", "referrer")
            .filter(order_id=order.pk, credit__isnull=False, taken_back_at__isnull=True)
            .first()
        )
        if referral is None:
            return None
        if (
            line_ids
            and not OrderLine.objects.filter(
                order_id=order.pk, pk__in=line_ids, upc__endswith=SUBSCRIPTION_SKU_SUFFIX
            ).exists()
        ):
            return None
        owed = referral.credit.amount
        note = f"Referral credit taken back: your friend's order {order.number} was refunded."
        left = store_credit.balance(referral.referrer)
        if left < owed:
            note += (
                f" {dollars(max(left, store_credit.ZERO))} of the {dollars(owed)} credit was "
                "left to take back."
            )
        referral.taken_back = store_credit.take_back(referral.referrer, owed, note=note)
        referral.taken_back_at = timezone.now()
        referral.save(update_fields=["taken_back", "taken_back_at"])
    return referral


# Pay it forward.


def friend_gift_offer(amount: Decimal):
    """The shared offer of pay-it-forward codes worth `amount`: off a first subscription order,
    on subscription plans only, once per basket. One per amount, created on first use."""
    offer, _ = ConditionalOffer.objects.get_or_create(
        name=f"Pay it forward: {dollars(amount)} off a first subscription order",
        defaults=first_subscription_offer_defaults(
            amount,
            description=f"{dollars(amount)} off your first subscription order, a gift from "
            "a friend.",
            condition_class=FIRST_SUBSCRIPTION_ORDER,
        ),
    )
    return offer


def issue_friend_gift(offer: CampaignOffer, friend_email: str):
    """A single-use code worth the campaign's friend discount off a first subscription order,
    stored on the pay-it-forward offer and emailed to the friend once the transaction commits.
    An offer that already sent its gift is refused (CAMPAIGN_CLOSED). The email address is
    the caller's to validate."""
    email = (friend_email or "").strip()
    with transaction.atomic():
        locked = CampaignOffer.objects.select_for_update().get(pk=offer.pk)
        if locked.gift_voucher_id or locked.friend_email or offer.gift_voucher_id:
            raise GiftAlreadySent(GIFT_CLOSED)
        amount = friend_discount_of(offer.campaign)
        code = get_unused_code(length=12)
        voucher = voucher_of(
            friend_gift_offer(amount), f"Pay it forward {code}", code, valid_for=GIFT_VALIDITY
        )
        offer.gift_voucher = voucher
        offer.friend_email = email
        offer.save(update_fields=["gift_voucher", "friend_email"])
        transaction.on_commit(lambda: send_friend_gift.delay(offer.pk), robust=True)
    return voucher
