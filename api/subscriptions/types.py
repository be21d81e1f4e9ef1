"""A subscription as the account area reads it. Its quote is the JSON snapshot taken from the
order (commerce.subscriptions.snapshot), so the quote's types read dictionaries."""

import json
from decimal import Decimal

import graphene
from django.conf import settings

from commerce.subscriptions import lifecycle, pricing, rewards, rules
from commerce.subscriptions.changes import offered_plans
from commerce.subscriptions.next_charge import charge_date, next_charge
from commerce.subscriptions.previews import Change, next_charge_after
from commerce.subscriptions.updates import parse_date

from ..catalogue.types import Plan
from ..core.fields import local_time, money_field
from ..core.types import Money
from ..orders.detail_types import KeyValue
from ..quiz.resolvers import latest_quiz_result
from .inputs import SubscriptionChange


def _money(quote: dict, amount) -> Money:
    return Money(value=Decimal(amount), currency=quote.get("currency", "USD"))


def _iso_date(value) -> str | None:
    return value.isoformat() if value else None


def _totals(subscription) -> pricing.QuoteTotals:
    # Every price of the next renewal is read here, so no two fields can disagree; next_charge
    # prices it once per subscription and request (with a coupon, on the renewal's basket).
    return next_charge(subscription).totals


def _charged(totals: pricing.QuoteTotals, amount) -> Money:
    return Money(value=amount, currency=totals.currency)


class ChargeTotals(graphene.ObjectType):
    """What a renewal charges, read from an object with `totals` (pricing.QuoteTotals): a next
    charge or an estimate. Subscriptions ship free."""

    class Meta:
        abstract = True

    subtotal = money_field("The products' total, reward_items included.")
    discount_amount = money_field(
        "What comes off: a staff discount and the coupon's; zero when none."
    )
    grand_total = money_field("What it charges; subscriptions ship free.")

    @staticmethod
    def resolve_subtotal(charged, info):
        return _charged(charged.totals, charged.totals.subtotal)

    @staticmethod
    def resolve_discount_amount(charged, info):
        return _charged(charged.totals, charged.totals.discount)

    @staticmethod
    def resolve_grand_total(charged, info):
        return _charged(charged.totals, charged.totals.grand_total)


class SubscriptionNextCharge(ChargeTotals):
    """When the subscription's next renewal charges and what it charges then: what the renewal
    will charge, its rewards, staff discount and coupon included."""

    date = graphene.String(description='The day it is charged, "YYYY-MM-DD"; null: never.')

    @staticmethod
    def resolve_date(charge, info):
        return _iso_date(charge.on)


class SubscriptionQuoteItem(graphene.ObjectType):
    """A product the subscription ships each time."""

    item_id = graphene.Int(required=True, description="The item's id.")
    sku = graphene.String(required=True, description="The plan's SKU.")
    name = graphene.String(required=True, description="The product's name.")
    description = graphene.String(description="A description; null when none.")
    product_id = graphene.Int(required=True, description="The plan's (child product's) id.")
    qty = graphene.Float(required=True, description="How many ship each time.")
    price = money_field("The price of one.")
    row_total = money_field("price × qty.")

    @staticmethod
    def resolve_price(item, info):
        return _money(item["quote"], item["price"])

    @staticmethod
    def resolve_row_total(item, info):
        # From the price, as renewals charge it (a quote once kept its order's discounted row).
        return _money(item["quote"], pricing.line_total(item["price"], item["qty"]))


def priced_items(lines, quote: dict) -> list[dict]:
    """Priced lines (pricing.PricedLine) as quote items; item_id 0 for a line that keeps no
    item's price (a product new to the subscription, and every reward)."""
    return [
        {
            "item_id": line.item_id or 0,
            "sku": line.sku,
            "name": line.name,
            "description": None,
            "product_id": line.product_id,
            "qty": line.qty,
            "price": line.price,
            "row_total": line.row_total,
            "quote": quote,
        }
        for line in lines
    ]


class SubscriptionAddress(graphene.ObjectType):
    """Where the subscription ships, or the address its card bills."""

    firstname = graphene.String(required=True, description="First name.")
    lastname = graphene.String(required=True, description="Last name.")
    company = graphene.String(description="Company; empty when none.")
    street = graphene.List(
        graphene.NonNull(graphene.String), required=True, description="Street lines."
    )
    city = graphene.String(required=True, description="City.")
    region = graphene.String(description="The state's name.")
    region_id = graphene.Int(description="The state's id; null when it is not a known one.")
    postcode = graphene.String(required=True, description="ZIP code.")
    country_id = graphene.String(required=True, description="ISO 3166-1 country code, e.g. US.")
    telephone = graphene.String(description="Telephone number; empty when none.")
    customer_address_id = graphene.Int(
        description="The saved address it was chosen from; null when typed or from the order."
    )


class SubscriptionPayment(graphene.ObjectType):
    """The stored card each renewal charges, as it was when the subscription started."""

    tokenbase_id = graphene.String(description="The stored card's hash.")
    method = graphene.String(required=True, description='The payment method: "authnetcim".')
    cc_type = graphene.String(description="Card type code: VI, MC, AE, DI, JCB, DN.")
    cc_last_4 = graphene.String(description="The card number's last four digits.")
    cc_exp_month = graphene.Int(description="Expiry month, 1-12.")
    cc_exp_year = graphene.Int(description="Expiry year, four digits.")


class SubscriptionQuote(graphene.ObjectType):
    """What each renewal ships and charges. Resolved from the subscription that owns it."""

    entity_id = graphene.Int(
        required=True,
        description="The quote's id (one quote per subscription: its id).",
        source="pk",
    )
    customer_email = graphene.String(required=True, description="The customer's email.")
    subtotal = money_field("The next renewal's items' total, its rewards (reward_items) included.")
    discount_amount = money_field(
        "What comes off the next renewal: a staff discount and the coupon's; zero when none."
    )
    grand_total = money_field(
        "What the next renewal charges (subscriptions ship free), its coupon's discount included."
    )
    items = graphene.List(
        graphene.NonNull(SubscriptionQuoteItem), required=True, description="The products."
    )
    reward_items = graphene.List(
        graphene.NonNull(SubscriptionQuoteItem),
        required=True,
        description="Rewards the next renewal ships once (an accepted booster at its reward "
        "price, a gift at 0), item_id 0: in subtotal and grand_total, not in items.",
    )
    billing_address = graphene.Field(SubscriptionAddress, description="The billing address.")
    shipping_address = graphene.Field(SubscriptionAddress, description="The delivery address.")
    payment = graphene.Field(SubscriptionPayment, description="The card; null when none.")

    @staticmethod
    def resolve_customer_email(subscription, info):
        return subscription.quote.get("customer_email", "")

    @staticmethod
    def resolve_subtotal(subscription, info):
        totals = _totals(subscription)
        return _charged(totals, totals.subtotal)

    @staticmethod
    def resolve_reward_items(subscription, info):
        return priced_items(pricing.reward_lines(subscription), subscription.quote)

    @staticmethod
    def resolve_discount_amount(subscription, info):
        totals = _totals(subscription)
        return _charged(totals, totals.discount)

    @staticmethod
    def resolve_grand_total(subscription, info):
        totals = _totals(subscription)
        return _charged(totals, totals.grand_total)

    @staticmethod
    def resolve_items(subscription, info):
        # Each item carries its quote along so that its prices know their currency.
        return [{**item, "quote": subscription.quote} for item in subscription.quote["items"]]

    @staticmethod
    def resolve_billing_address(subscription, info):
        return subscription.quote.get("billing_address")

    @staticmethod
    def resolve_shipping_address(subscription, info):
        return subscription.quote.get("shipping_address")

    @staticmethod
    def resolve_payment(subscription, info):
        return subscription.quote.get("payment")


class SubscriptionLog(graphene.ObjectType):
    """Something that happened to the subscription: started, renewed, paused, changed..."""

    order_increment_id = graphene.String(
        required=True,
        description='The number of the order it placed; "" when it placed none.',
        source="order_number",
    )
    action = graphene.String(
        required=True,
        description="started, renewed, payment_failed, paused, resumed, skipped, canceled, "
        "reactivated, changed or price_changed.",
    )
    message = graphene.String(required=True, description="What happened, in words.")
    created_at = graphene.String(
        required=True,
        description="When, ISO 8601 with the offset.",
        resolver=local_time("created_at"),
    )


class SubscriptionQuizResult(graphene.ObjectType):
    """The hair quiz result a subscription was recommended from."""

    token = graphene.String(required=True, description="The result's token.")
    created_at = graphene.String(
        required=True, description="When the quiz was taken.", resolver=local_time("created_at")
    )


class SubscriptionDoctor(graphene.ObjectType):
    """The doctor who looks after the subscription's customer."""

    name = graphene.String(required=True, description="The doctor's name.")
    image = graphene.String(description="A portrait's URL.")
    acuity_id = graphene.String(description="The doctor's calendar id for appointments.")


class SubscriptionChanges(graphene.ObjectType):
    """What the customer may do with the subscription in its status now, and the days they may
    choose, so that the account offers only what the shop will accept."""

    actions = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="Allowed now: skip, pause, resume, cancel, reactivate, change_frequency, "
        "change_next_run, change_products, change_address, change_card, rename, "
        "set_journey_start, change_coupon.",
    )
    next_run_earliest = graphene.String(
        required=True, description='The earliest day the next shipment may move to, "YYYY-MM-DD".'
    )
    next_run_latest = graphene.String(
        required=True, description='The latest day the next shipment may move to, "YYYY-MM-DD".'
    )
    pause_until_earliest = graphene.String(
        required=True, description='The earliest day a pause may last until, "YYYY-MM-DD".'
    )
    pause_until_latest = graphene.String(
        required=True, description='The latest day a pause may last until, "YYYY-MM-DD".'
    )
    max_quantity = graphene.Int(
        required=True, description="The most of one product it may ship each time (at least 1)."
    )
    offered_products = graphene.List(
        graphene.NonNull(Plan),
        required=True,
        description="The plans on its interval that subscription_products accepts now: its own "
        "products', every core formula's, and the boosters and scalp products that go with its "
        "core formulas' bundle keys; by name. Read for one subscription at a time.",
    )

    @staticmethod
    def resolve_actions(subscription, info):
        return [
            operation.name.lower()
            for operation in rules.allowed_operations(subscription)
            if operation is not rules.Operation.CHANGE_PRICE  # staff's alone
        ]

    @staticmethod
    def resolve_max_quantity(subscription, info):
        return settings.CART_MAX_LINE_QUANTITY

    @staticmethod
    def resolve_offered_products(subscription, info):
        return offered_plans(subscription)

    @staticmethod
    def resolve_next_run_earliest(subscription, info):
        return lifecycle.next_run_window()[0].isoformat()

    @staticmethod
    def resolve_next_run_latest(subscription, info):
        return lifecycle.next_run_window()[1].isoformat()

    @staticmethod
    def resolve_pause_until_earliest(subscription, info):
        return lifecycle.pause_window()[0].isoformat()

    @staticmethod
    def resolve_pause_until_latest(subscription, info):
        return lifecycle.pause_window()[1].isoformat()


class Subscription(graphene.ObjectType):
    """A plan the customer subscribed to: what ships, how often, and when next."""

    entity_id = graphene.Int(required=True, description="The subscription's id.", source="pk")
    increment_id = graphene.String(
        required=True, description='The number customers see, e.g. "S100042-1".', source="number"
    )
    name = graphene.String(required=True, description="Its name (the product's, by default).")
    description = graphene.String(description="A description; null when none.")
    customer_id = graphene.Int(required=True, description="The customer's id.")
    created_at = graphene.String(
        required=True,
        description="When it started, ISO 8601 with the offset.",
        resolver=local_time("created_at"),
    )
    next_run = graphene.String(description='When it renews next, "YYYY-MM-DD".')
    last_run = graphene.String(description='When it last placed an order, "YYYY-MM-DD".')
    cancel_date = graphene.String(description='When it was canceled, "YYYY-MM-DD".')
    subtotal = money_field(
        "What the next renewal's items cost before its discounts (next_charge's "
        "subtotal); what it charges is next_charge.grand_total."
    )
    next_charge = graphene.Field(
        SubscriptionNextCharge,
        required=True,
        description="When the next renewal charges and what: every date and price shown for "
        "the next shipment.",
    )
    next_charge_after = graphene.Field(
        SubscriptionNextCharge,
        required=True,
        change=graphene.Argument(SubscriptionChange, required=True, description="The change."),
        pause_until=graphene.String(
            description='With pause: the day it would ship again, "YYYY-MM-DD".'
        ),
        frequency_count=graphene.Int(
            description="With change_frequency: renew every 1, 3 or 6 months."
        ),
        description="The next charge once the change is made, before it is confirmed; a change "
        "its status does not allow, or a day out of the pause's window, is refused. Changes "
        "nothing. Read for one subscription at a time.",
    )
    length = graphene.Int(description="How many runs it lasts; null: until canceled.")
    status = graphene.String(
        required=True,
        description="active, paused, payment_failed or canceled (the storefront's header also "
        'knows "single", a one-time buyer, which no subscription has).',
    )
    paused_until = graphene.String(
        description='When a paused subscription ships again, "YYYY-MM-DD"; null when not paused.'
    )
    cancel_reason = graphene.String(description="Why it was canceled; null when it was not.")
    quote_id = graphene.Int(
        required=True, description="Its quote's id (quote.entity_id).", source="pk"
    )
    frequency_count = graphene.Int(
        required=True, description="Renews every this many units (1, 3 or 6)."
    )
    frequency_unit = graphene.String(required=True, description='The unit: "month".')
    custom_discount = money_field("A discount staff set; null when none.", required=False)
    coupon_code = graphene.String(
        description="The shop coupon applied to its renewals (its offers come off each renewal "
        "while it stays usable); null when none."
    )
    coupon_renewals_left = graphene.Int(
        required=True,
        description="How many more shipments its coupon discounts (the coupon is removed after "
        "the last of them); 0 when it has none.",
    )
    product_growth_plan_data = graphene.String(
        description='JSON text: {"child_products": {sku: {name, qty, price, billing_interval}}}.'
    )
    journey_start_date = graphene.String(description='When the hair journey started, "YYYY-MM-DD".')
    is_california = graphene.Boolean(
        required=True, description="True when it ships to CA.", source="ships_to_california"
    )
    is_concierge = graphene.Boolean(
        required=True, description="True for a concierge plan.", source="concierge_plan"
    )
    concierge_parent_subscription_id = graphene.Int(
        description="The concierge subscription it belongs to; null when none.",
        source="concierge_parent_id",
    )
    quote = graphene.Field(SubscriptionQuote, required=True, description="What renewals ship.")
    changes = graphene.Field(
        SubscriptionChanges,
        required=True,
        description="What the customer may change now, and the days they may choose.",
    )
    logs = graphene.List(
        graphene.NonNull(SubscriptionLog),
        required=True,
        description="What happened to it (the orders it placed among them), oldest first.",
    )
    additional = graphene.List(
        graphene.NonNull(KeyValue), required=True, description="More named values; none yet."
    )
    compliance_message = graphene.String(
        description="A legal notice to show with the subscription; null when none applies."
    )
    reactivate_compliance_message = graphene.String(
        description="A legal notice to show before reactivating; null when none applies."
    )
    quiz_result = graphene.Field(
        SubscriptionQuizResult,
        description="The customer's latest hair quiz result; null when they have none.",
    )
    quiz_last_recommended_products = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="SKUs the customer's latest quiz result recommended (the product, then "
        "its boosters); empty without a result.",
    )
    doctor_details = graphene.Field(
        SubscriptionDoctor, description="The customer's doctor; null when none is assigned."
    )
    # By path: loyalty's API builds on subscriptions' (its offers are made on subscriptions).
    loyalty_campaigns = graphene.List(
        graphene.NonNull("api.loyalty.types.SubscriptionLoyaltyCampaign"),
        required=True,
        description="Rewards accepted for it that its next renewal delivers (boosters, gifts, a "
        "plan upgrade's coupon), oldest accepted first.",
    )

    @staticmethod
    def resolve_description(subscription, info):
        return subscription.description or None

    @staticmethod
    def resolve_next_run(subscription, info):
        # The day it is charged and ships next (a pause's end when later than the schedule);
        # a canceled subscription's shows the day it would have renewed.
        return _iso_date(charge_date(subscription) or subscription.next_run)

    @staticmethod
    def resolve_last_run(subscription, info):
        return _iso_date(subscription.last_run)

    @staticmethod
    def resolve_cancel_date(subscription, info):
        return _iso_date(subscription.cancel_date)

    @staticmethod
    def resolve_journey_start_date(subscription, info):
        return _iso_date(subscription.journey_start_date)

    @staticmethod
    def resolve_subtotal(subscription, info):
        totals = _totals(subscription)
        return _charged(totals, totals.subtotal)

    @staticmethod
    def resolve_next_charge(subscription, info):
        return next_charge(subscription)

    @staticmethod
    def resolve_next_charge_after(
        subscription, info, change, pause_until=None, frequency_count=None
    ):
        day = parse_date(pause_until, "the date to pause until") if pause_until else None
        # Graphene hands over the enum's member, whose value is the change's name.
        change = Change(getattr(change, "value", change))
        return next_charge_after(subscription, change, pause_until=day, months=frequency_count)

    @staticmethod
    def resolve_custom_discount(subscription, info):
        if subscription.custom_discount is None:
            return None
        return _money(subscription.quote, subscription.custom_discount)

    @staticmethod
    def resolve_coupon_code(subscription, info):
        return subscription.coupon.code if subscription.coupon_id else None

    @staticmethod
    def resolve_coupon_renewals_left(subscription, info):
        return subscription.coupon_renewals_left if subscription.coupon_id else 0

    @staticmethod
    def resolve_product_growth_plan_data(subscription, info):
        # Sorted: PostgreSQL's jsonb keeps its own key order, SQLite the one written.
        return json.dumps(subscription.plan_products, sort_keys=True)

    @staticmethod
    def resolve_quote(subscription, info):
        return subscription

    @staticmethod
    def resolve_changes(subscription, info):
        return subscription

    @staticmethod
    def resolve_logs(subscription, info):
        return subscription.logs.all()

    @staticmethod
    def resolve_paused_until(subscription, info):
        return _iso_date(subscription.paused_until)

    @staticmethod
    def resolve_cancel_reason(subscription, info):
        return subscription.cancel_reason or None

    @staticmethod
    def resolve_additional(subscription, info):
        return []

    @staticmethod
    def resolve_quiz_result(subscription, info):
        return latest_quiz_result(info, subscription.customer_id)

    @staticmethod
    def resolve_quiz_last_recommended_products(subscription, info):
        result = latest_quiz_result(info, subscription.customer_id)
        return [result.sku, *result.boosters] if result else []

    @staticmethod
    def resolve_loyalty_campaigns(subscription, info):
        return rewards.pending(subscription)
