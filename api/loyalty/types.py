import graphene
from django.conf import settings

from commerce.loyalty import campaigns, store_credit

from ..core.errors import UserInputError
from ..core.fields import attribute, local_time, money_field
from ..core.types import Money


class CustomerStoreCreditHistoryItem(graphene.ObjectType):
    """One change of the customer's store credit."""

    action = graphene.String(
        required=True, description='What happened, e.g. "Granted by staff", "Used on an order".'
    )
    actual_balance = money_field("The balance right after this change.", at="balance_after")
    balance_change = money_field("The amount added (positive) or spent (negative).", at="amount")
    date_time_changed = graphene.String(
        required=True,
        description="When it happened, ISO 8601 with the offset.",
        resolver=local_time("created_at"),
    )
    description = graphene.String(
        required=True,
        description='A line about the change for the customer, e.g. "Referral credit taken '
        "back: your friend's order 100123 was refunded.\"; empty when the shop wrote none.",
    )


class CustomerStoreCreditHistory(graphene.ObjectType):
    """A page of the customer's store-credit changes, newest first."""

    items = graphene.List(
        graphene.NonNull(CustomerStoreCreditHistoryItem),
        required=True,
        description="The changes on this page.",
    )
    total_count = graphene.Int(required=True, description="How many changes there are in all.")


class CustomerStoreCredit(graphene.ObjectType):
    """The customer's store credit. Resolved from the customer (`customers.User`) itself."""

    enabled = graphene.Boolean(
        required=True, description="Whether the storefront shows store credit at all."
    )
    current_balance = money_field("What the customer can spend now; never negative.")
    balance_history = graphene.Field(
        CustomerStoreCreditHistory,
        required=True,
        page_size=graphene.Int(
            name="pageSize",
            default_value=20,
            description=f"Changes per page, 1 to {store_credit.HISTORY_MAX_PAGE_SIZE}.",
        ),
        current_page=graphene.Int(
            name="currentPage", default_value=1, description="The page, from 1."
        ),
        description="The customer's store-credit changes, newest first.",
    )

    @staticmethod
    def resolve_enabled(customer, info):
        return settings.STORE_CREDIT_ENABLED

    @staticmethod
    def resolve_current_balance(customer, info):
        return Money(value=store_credit.balance(customer), currency=store_credit.currency())

    @staticmethod
    def resolve_balance_history(customer, info, page_size, current_page):
        if not 1 <= page_size <= store_credit.HISTORY_MAX_PAGE_SIZE:
            raise UserInputError(
                f"pageSize must be between 1 and {store_credit.HISTORY_MAX_PAGE_SIZE}."
            )
        if current_page < 1:
            raise UserInputError("currentPage must be 1 or more.")
        page = store_credit.history(customer, page=current_page, page_size=page_size)
        return CustomerStoreCreditHistory(items=page.items, total_count=page.total_count)


class CustomerSegmentKey(graphene.ObjectType):
    """A segment the customer belongs to, e.g. a campaign they have seen."""

    id = graphene.Int(required=True, description="The key's id.")
    name = graphene.String(required=True, description="Letters, digits and underscores.")


class LoyaltyCampaign(graphene.ObjectType):
    """A campaign offered to the customer for one of their subscriptions (an offer). Resolved
    from commerce.loyalty.campaigns.OfferView."""

    segment_id = graphene.Int(
        required=True,
        description="The offer's id: the {id} of the rewards pages and deleteLoyaltyCampaign's "
        "segment_id.",
        resolver=attribute("offer.pk"),
    )
    segment_name = graphene.String(
        required=True,
        description='The campaign\'s segment, e.g. "oct_upgrade_womens_25"; with the suffix '
        '"_accepted" once accepted.',
    )
    subscription_id = graphene.Int(
        required=True,
        description="The subscription it is offered for.",
        resolver=attribute("offer.subscription_id"),
    )
    reward_type = graphene.String(
        required=True,
        description="pay_it_forward, pick_your_booster, upgrade_booster, free_gift or "
        "refer_a_friend.",
        resolver=attribute("campaign.reward_type"),
    )
    title = graphene.String(required=True, description="What the customer reads as the offer.")
    description = graphene.String(required=True, description="The offer's details and terms.")
    pencil_banner_text = graphene.String(
        required=True, description="The header banner's text; empty when it has none."
    )
    is_accepted = graphene.Boolean(
        required=True,
        description="Whether the customer accepted it.",
        resolver=attribute("offer.is_accepted"),
    )
    is_used = graphene.Boolean(
        required=True,
        description="Whether its reward was delivered: shipped by a renewal, or at once for a "
        "gift code or the referral programme.",
        resolver=attribute("offer.is_used"),
    )
    used_order_number = graphene.String(
        description="The number of the renewal order that shipped it; null until one did."
    )
    remaining_lifetime = graphene.Int(
        required=True, description="Whole days until it expires: 0 on its last day."
    )
    run_with_next_rebill = graphene.Boolean(
        required=True,
        description="True: the reward comes with the next scheduled renewal; false: accepting "
        "ships the next renewal at once.",
        resolver=attribute("campaign.run_with_next_rebill"),
    )
    booster_list = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="The SKUs to choose from: boosters on the subscription's interval "
        "(pick_your_booster) or gifts (free_gift); empty for other rewards.",
    )
    booster_accepted_list = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="The SKU the customer chose, once accepted; empty otherwise.",
    )
    combined_product_id_list = graphene.List(
        graphene.NonNull(graphene.Int),
        required=True,
        description="The plans' (child products') ids of booster_list, in its order.",
    )
    reward_price = money_field(
        "What the booster costs on the next shipment (the campaign's price, else the "
        "chosen plan's; null before one is chosen when the campaign sets none); 0 for a gift; "
        "null for other rewards.",
        required=False,
    )
    upgrade_interval = graphene.Int(
        description="upgrade_booster: the interval in months the plan moves to; null otherwise."
    )
    upgrade_coupon_code = graphene.String(
        description="upgrade_booster: the coupon applied to the upgraded plan; null otherwise."
    )
    friend_discount = money_field(
        "pay_it_forward and refer_a_friend: what the friend gets off a first "
        "subscription order; null otherwise.",
        required=False,
    )

    @staticmethod
    def resolve_used_order_number(view, info):
        order = view.offer.used_order
        return order.number if order is not None else None

    @staticmethod
    def resolve_booster_list(view, info):
        return [plan.sku for plan in view.choices]

    @staticmethod
    def resolve_booster_accepted_list(view, info):
        return [view.offer.accepted_sku] if view.offer.accepted_sku else []

    @staticmethod
    def resolve_combined_product_id_list(view, info):
        return [plan.id for plan in view.choices]

    @staticmethod
    def resolve_reward_price(view, info):
        price = view.reward_price
        return None if price is None else Money(value=price, currency=view.currency)

    @staticmethod
    def resolve_upgrade_interval(view, info):
        if view.campaign.reward_type != "upgrade_booster":
            return None
        return view.campaign.upgrade_interval

    @staticmethod
    def resolve_upgrade_coupon_code(view, info):
        coupon = view.campaign.upgrade_coupon if view.campaign.upgrade_coupon_id else None
        return coupon.code if coupon else None

    @staticmethod
    def resolve_friend_discount(view, info):
        amount = view.friend_discount
        return None if amount is None else Money(value=amount, currency=view.currency)


class NextReward(graphene.ObjectType):
    """The reward the header's pencil banner shows the signed-in customer."""

    reward_type = graphene.String(
        required=True,
        description="pay_it_forward, pick_your_booster, upgrade_booster, free_gift or "
        "refer_a_friend (when no offer is open but the customer accepted some).",
    )
    segment_id = graphene.Int(
        description="The offer's id (LoyaltyCampaign.segment_id); null for refer_a_friend."
    )
    pencil_banner_text = graphene.String(required=True, description="The banner's text.")


class SubscriptionLoyaltyCampaign(graphene.ObjectType):
    """A reward the customer accepted for the subscription that its next renewal delivers.
    Resolved from the subscription's pending rewards (commerce.subscriptions.rewards)."""

    segment_id = graphene.Int(required=True, description="The offer's id.")
    segment_name = graphene.String(
        required=True, description='The campaign\'s segment with the suffix "_accepted".'
    )
    booster_accepted_list = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="The booster or gift SKU the next renewal ships; empty for a plan upgrade.",
    )
    run_with_next_rebill = graphene.Boolean(
        required=True, description="True: with the next scheduled renewal."
    )

    @staticmethod
    def resolve_segment_id(reward, info):
        return reward["offer_id"]

    @staticmethod
    def resolve_segment_name(reward, info):
        return f"{reward['segment_name']}{campaigns.ACCEPTED_SUFFIX}"

    @staticmethod
    def resolve_booster_accepted_list(reward, info):
        return [reward["sku"]] if reward.get("sku") else []

    @staticmethod
    def resolve_run_with_next_rebill(reward, info):
        return reward.get("run_with_next_rebill", True)


class Referral(graphene.ObjectType):
    """The customer's referral programme: their code and link, what a friend gets and what they
    earn. Resolved from commerce.loyalty.referrals.ReferralSummary."""

    code = graphene.String(required=True, description="The customer's referral code.")
    url = graphene.String(
        required=True, description="The link to share: the referral page carrying the code."
    )
    friend_discount = money_field(
        "What a friend gets off their first subscription order.", at="friend_discount"
    )
    referrer_credit = money_field(
        "Store credit the customer earns once a friend's first order is placed.",
        at="referrer_credit",
    )
    referrals_count = graphene.Int(
        required=True, description="How many friends' first orders have earned the customer credit."
    )
    credit_earned = money_field(
        "The store credit referrals have earned in all.", at="credit_earned"
    )
