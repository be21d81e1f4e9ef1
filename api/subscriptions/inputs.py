"""What clients send to change a subscription or to price a change, in Magento's shapes."""

import graphene

from ..checkout.types import ShippingAddressInput


class SubscriptionAction(graphene.Enum):
    """What to do with the subscription."""

    skip = "skip"
    pause = "pause"
    resume = "resume"
    cancel = "cancel"
    reactivate = "reactivate"
    ship_now = "ship_now"

    @property
    def description(self):
        return {
            SubscriptionAction.skip: "Skip the next shipment: the one after it follows on time.",
            SubscriptionAction.pause: "Pause until `pause_until`; it ships again that day.",
            SubscriptionAction.resume: "Resume a paused subscription on its schedule.",
            SubscriptionAction.cancel: "Cancel; `cancel_reason` says why.",
            SubscriptionAction.reactivate: "Renew a canceled subscription again.",
            SubscriptionAction.ship_now: "Ship and charge the next shipment today; the ones "
            "after it follow from today.",
        }.get(self)


class SubscriptionChange(graphene.Enum):
    """A change whose resulting next charge the account shows before it is confirmed."""

    pause = "pause"
    resume = "resume"
    skip = "skip"
    change_frequency = "change_frequency"
    reactivate = "reactivate"

    @property
    def description(self):
        return {
            SubscriptionChange.pause: "Pause until `pause_until`.",
            SubscriptionChange.resume: "Resume a paused subscription.",
            SubscriptionChange.skip: "Skip the next shipment.",
            SubscriptionChange.change_frequency: "Renew every `frequency_count` months.",
            SubscriptionChange.reactivate: "Reactivate a canceled subscription.",
        }.get(self)


class SubscriptionProductInput(graphene.InputObjectType):
    """A product the subscription ships each time. Any plan's SKU of the product will do: it is
    moved to the product's subscription plan of the subscription's interval."""

    sku = graphene.String(required=True, description="A plan's SKU, e.g. RW-CORE-W-1M-S01.")
    qty = graphene.Float(required=True, description="How many ship each time: a whole number.")


class UpdateSubscriptionInput(graphene.InputObjectType):
    """One subscription and the changes to make; a part left out or null changes nothing. The
    parts are applied together, or none is."""

    entity_id = graphene.Int(required=True, description="The subscription's id.")
    name = graphene.String(description="A new name.")
    journey_start_date = graphene.String(
        description='When the hair journey started, "YYYY-MM-DD", up to today.'
    )
    frequency_count = graphene.Int(
        description="Renew every 1, 3 or 6 months: each product moves to that plan and price."
    )
    next_run = graphene.String(
        description='The next shipment\'s date, "YYYY-MM-DD": from tomorrow to 90 days ahead.'
    )
    shipping_address = graphene.InputField(
        ShippingAddressInput, description="Ship to a saved address or a new one."
    )
    subscription_products = graphene.List(
        graphene.NonNull(SubscriptionProductInput),
        description="Everything it ships from now on (at least one core formula stays).",
    )
    tokenbase_id = graphene.String(description="Charge this stored card (its hash) from now on.")
    coupon_code = graphene.String(
        description="Apply this shop coupon to its renewals in place of any other; an empty "
        "string removes the coupon."
    )
    upgrade_segment_id = graphene.Int(
        description="Accept this plan upgrade offer (an upgrade_booster campaign's segment_id): "
        "the subscription moves to its interval at once and takes its coupon, which the next "
        "renewal applies."
    )
    referral_campaign = graphene.String(
        description="Accept the refer_a_friend offer of this segment_name on the subscription."
    )
    action = graphene.Field(SubscriptionAction, description="What to do, after the changes.")
    pause_until = graphene.String(
        description='With action pause: the day it ships again, "YYYY-MM-DD".'
    )
    cancel_reason = graphene.String(description="With action cancel: why, at most 255 characters.")
