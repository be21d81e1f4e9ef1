"""Campaign offers as a customer reads them: the open ones in next-reward order, what was
accepted, and the one next reward the header's pencil banner shows.

An offer is open while it is neither accepted nor declined and has not expired. Each read is a
constant number of queries whatever the number of offers: the offers with their campaigns, then,
when some offer boosters or gifts, the catalogue's boosters and the gifts' plans once each.
Offers are made in commerce.loyalty.eligibility and accepted or declined in commerce.loyalty.offers.
"""

import re
from dataclasses import dataclass
from decimal import Decimal

from django.conf import settings
from django.db.models import F, Q
from django.utils import timezone

from commerce.core.errors import DomainError
from commerce.plans.cache import cached
from commerce.plans.services import Plan, booster_catalogue, boosters_among, plans_for_skus

from .models import Campaign, CampaignOffer, RewardType

ACCEPTED_SUFFIX = "_accepted"
# The spec's selectable list, in its order (refer_a_friend is shown apart from it).
SELECTABLE_ORDER = (
    RewardType.PAY_IT_FORWARD,
    RewardType.PICK_YOUR_BOOSTER,
    RewardType.UPGRADE_BOOSTER,
    RewardType.FREE_GIFT,
)
MAX_LISTED = 100
DEFAULT_FRIEND_DISCOUNT = Decimal("10.00")
REFER_A_FRIEND_BANNER = "Give a friend ${amount} off their first subscription order."
# Amounts a campaign's texts name as placeholders, filled from the data that decides them (see
# filled_text), so that "$15 instead of $36" is what the booster page shows and charges.
PLACEHOLDER = re.compile(r"\{(reward_price|usual_price|friend_discount|referrer_credit)\}")
NOT_AVAILABLE = "This reward is not available."
NO_LONGER_AVAILABLE = "This reward is no longer available."


class CampaignNotFound(DomainError):
    """A missing offer, or another customer's offer or subscription: indistinguishable."""

    code = "CAMPAIGN_NOT_FOUND"

    def __init__(self):
        super().__init__(NOT_AVAILABLE)


class CampaignClosed(DomainError):
    """An offer that was declined, has expired, or was accepted already."""

    code = "CAMPAIGN_CLOSED"

    def __init__(self):
        super().__init__(NO_LONGER_AVAILABLE)


@dataclass(frozen=True)
class OfferView:
    """One offer as the customer sees it: its campaign, what it lets them choose (boosters on
    their subscription's interval, or gifts) and what its reward costs on the next shipment."""

    offer: CampaignOffer
    choices: tuple[Plan, ...]
    remaining_lifetime: int
    currency: str

    @property
    def campaign(self) -> Campaign:
        return self.offer.campaign

    @property
    def segment_name(self) -> str:
        name = self.campaign.segment_name
        return f"{name}{ACCEPTED_SUFFIX}" if self.offer.is_accepted else name

    @property
    def reward_price(self) -> Decimal | None:
        """A gift's 0; a booster's campaign price, or the chosen booster's plan price when the
        campaign sets none (None before one is chosen); None for other rewards."""
        kind = self.campaign.reward_type
        if kind == RewardType.FREE_GIFT:
            return Decimal("0.00")
        if kind != RewardType.PICK_YOUR_BOOSTER:
            return None
        if self.campaign.reward_price is not None:
            return self.campaign.reward_price
        chosen = [plan for plan in self.choices if plan.sku == self.offer.accepted_sku]
        return chosen[0].price if chosen else None

    @property
    def friend_discount(self) -> Decimal | None:
        if self.campaign.reward_type not in (RewardType.PAY_IT_FORWARD, RewardType.REFER_A_FRIEND):
            return None
        return friend_discount_of(self.campaign)

    @property
    def title(self) -> str:
        return filled_text(self.campaign.title, self.campaign, self.choices)

    @property
    def description(self) -> str:
        return filled_text(self.campaign.description, self.campaign, self.choices)

    @property
    def pencil_banner_text(self) -> str:
        return filled_text(self.campaign.pencil_banner_text, self.campaign, self.choices)


def filled_text(text: str, campaign: Campaign, choices=()) -> str:
    """A campaign's text with its amounts filled in from the data that decides them, the one
    place they are written: {reward_price} (what the booster costs on the next shipment),
    {usual_price} (what the boosters on offer usually cost on the subscription's plan, from the
    catalogue: "from $36" when they differ), {friend_discount} (what the friend's code takes
    off) and {referrer_credit} (what a referral earns). An amount the campaign does not set is
    left out of the text rather than shown as a placeholder."""
    prices = sorted({plan.price for plan in choices})
    usual = ""
    if prices:
        usual = dollars(prices[0]) if len(prices) == 1 else f"from {dollars(prices[0])}"
    amounts = {
        "reward_price": dollars(campaign.reward_price),
        "usual_price": usual,
        "friend_discount": dollars(friend_discount_of(campaign)),
        "referrer_credit": dollars(campaign.referrer_credit),
    }
    return PLACEHOLDER.sub(lambda match: amounts[match.group(1)], text)


def dollars(amount: Decimal | None) -> str:
    """$10, $12.50: money as the shop's copy writes it; nothing for no amount."""
    if amount is None:
        return ""
    return f"${amount:.2f}".removesuffix(".00")


@dataclass(frozen=True)
class NextReward:
    reward_type: str
    segment_id: int | None
    pencil_banner_text: str


def remaining_lifetime(offer: CampaignOffer, now=None) -> int:
    """Whole days until the offer expires, counted in the shop's calendar: 0 on its last day,
    never negative."""
    now = now or timezone.now()
    days = (timezone.localdate(offer.expires_at) - timezone.localdate(now)).days
    return max(days, 0)


def is_open(offer: CampaignOffer, now=None) -> bool:
    now = now or timezone.now()
    return offer.accepted_at is None and offer.declined_at is None and offer.expires_at > now


def upgrades(campaign: Campaign, frequency_count: int) -> bool:
    """Whether the plan upgrade moves a plan renewing every `frequency_count` months to a longer
    one: one already shipping that often or less often has nothing to upgrade (and no discount)."""
    return campaign.upgrade_interval is not None and frequency_count < campaign.upgrade_interval


# An upgrade offer not yet accepted whose subscription already renews as often as the upgrade
# would make it (its plan changed since it was offered): not offered any more.
OUTGROWN_UPGRADE = Q(accepted_at__isnull=True, campaign__reward_type=RewardType.UPGRADE_BOOSTER) & (
    Q(campaign__upgrade_interval__isnull=True)
    | Q(subscription__frequency_count__gte=F("campaign__upgrade_interval"))
)


def gift_skus(campaign: Campaign) -> list[str]:
    return [sku.strip() for sku in campaign.gift_skus.split(",") if sku.strip()]


def next_reward_key(view: OfferView) -> tuple:
    """The spec's order of open offers: soonest to expire, then the campaign's priority, then
    its segment name."""
    return (view.remaining_lifetime, view.campaign.priority, view.campaign.segment_name)


def customer_campaigns(customer) -> list[OfferView]:
    """The customer's open offers in next-reward order, then those accepted and not yet used
    (oldest accepted first), on subscriptions that are not canceled."""
    now = timezone.now()
    offers = (
        _offers_of(customer)
        .filter(
            Q(accepted_at__isnull=True, expires_at__gt=now)
            | Q(accepted_at__isnull=False, used_at__isnull=True)
        )
        .exclude(subscription__status="canceled")
    )
    views = _views(offers[:MAX_LISTED], now)
    open_views = sorted((view for view in views if is_open(view.offer, now)), key=next_reward_key)
    accepted = sorted(
        (view for view in views if view.offer.is_accepted),
        key=lambda view: (view.offer.accepted_at, view.offer.pk),
    )
    return [*open_views, *accepted]


def all_campaigns(customer) -> list[OfferView]:
    """Every offer the customer has not declined and that has not expired unaccepted, used ones
    included, newest first (at most 100)."""
    now = timezone.now()
    offers = (
        _offers_of(customer)
        .filter(Q(accepted_at__isnull=False) | Q(expires_at__gt=now))
        .order_by("-offered_at", "-id")
    )
    return _views(offers[:MAX_LISTED], now)


def next_reward(customer) -> NextReward | None:
    """The first open offer in next-reward order; when none is open but the customer accepted
    some, the referral programme (refer_a_friend); otherwise None. One query when an offer is
    open, three otherwise."""
    now = timezone.now()
    open_offers = list(
        _offers_of(customer)
        .filter(accepted_at__isnull=True, expires_at__gt=now)
        .exclude(subscription__status="canceled")[:MAX_LISTED]
    )
    if open_offers:
        first = min(
            open_offers,
            key=lambda offer: (
                remaining_lifetime(offer, now),
                offer.campaign.priority,
                offer.campaign.segment_name,
            ),
        )
        banner = filled_text(first.campaign.pencil_banner_text, first.campaign)
        return NextReward(first.campaign.reward_type, first.pk, banner)
    if not _offers_of(customer).filter(accepted_at__isnull=False).exists():
        return None
    programme = referral_campaign()
    discount = friend_discount_of(programme)
    text = (
        filled_text(programme.pencil_banner_text, programme) if programme else ""
    ) or REFER_A_FRIEND_BANNER.format(amount=f"{discount:.0f}")
    return NextReward(RewardType.REFER_A_FRIEND, None, text)


def referral_campaign() -> Campaign | None:
    """The refer_a_friend campaign running now (the highest priority), if any."""
    return active_campaigns().filter(reward_type=RewardType.REFER_A_FRIEND).first()


def friend_discount_of(campaign: Campaign | None) -> Decimal:
    """What a friend gets off their first subscription order under `campaign` (a referral or a
    pay it forward gift): its friend discount, or the shop's default."""
    if campaign is not None and campaign.friend_discount and campaign.friend_discount > 0:
        return campaign.friend_discount
    return DEFAULT_FRIEND_DISCOUNT


def active_campaigns(now=None):
    """Campaigns switched on whose window includes `now`."""
    now = now or timezone.now()
    return Campaign.objects.filter(
        Q(starts_at__isnull=True) | Q(starts_at__lte=now),
        Q(ends_at__isnull=True) | Q(ends_at__gt=now),
        is_active=True,
    )


def _offers_of(customer):
    return (
        CampaignOffer.objects.filter(customer=customer, declined_at__isnull=True)
        .exclude(OUTGROWN_UPGRADE)
        .select_related("campaign", "campaign__upgrade_coupon", "used_order")
        .annotate(interval=F("subscription__frequency_count"))
    )


def view_of(offer: CampaignOffer, subscription) -> OfferView:
    """One offer of this subscription as the customer sees it."""
    offer.interval = subscription.frequency_count
    return _views([offer], timezone.now())[0]


def _views(offers, now) -> list[OfferView]:
    """The offers with what they let the customer choose: the booster catalogue when some offer
    boosters, the gifts' plans when some offer gifts, each read once per catalogue change."""
    offers = list(offers)
    kinds = {offer.campaign.reward_type for offer in offers}
    boosters = booster_catalogue() if RewardType.PICK_YOUR_BOOSTER in kinds else []
    gift_plans = {}
    wanted = [
        sku
        for offer in offers
        if offer.campaign.reward_type == RewardType.FREE_GIFT
        for sku in gift_skus(offer.campaign)
    ]
    if wanted:
        skus = sorted(set(wanted))
        plans = cached(f"gifts:{','.join(skus)}", lambda: plans_for_skus(skus))
        gift_plans = {plan.sku: plan for plan in plans}
    return [
        OfferView(
            offer=offer,
            choices=tuple(_choices(offer, boosters, gift_plans)),
            remaining_lifetime=remaining_lifetime(offer, now),
            currency=settings.OSCAR_DEFAULT_CURRENCY,
        )
        for offer in offers
    ]


def _choices(offer, boosters: list[Plan], gift_plans: dict[str, Plan]) -> list[Plan]:
    campaign = offer.campaign
    if campaign.reward_type == RewardType.PICK_YOUR_BOOSTER:
        return boosters_among(boosters, campaign.booster_bundle_key, offer.interval)
    if campaign.reward_type == RewardType.FREE_GIFT:
        return [gift_plans[sku] for sku in gift_skus(campaign) if sku in gift_plans]
    return []
