"""Accepted rewards take effect through the subscription's next renewal, exactly once, however the
renewal is retried, declined, resumed or run again."""

from datetime import date
from decimal import Decimal

import pytest
from django.core.management import call_command

from commerce.basket.vouchers import percent_off_voucher
from commerce.loyalty import offers
from commerce.ordering import purchase
from commerce.payments.sandbox.models import Charge, Outcome
from commerce.subscriptions import pricing, rewards
from commerce.subscriptions.models import SubscriptionLog
from commerce.subscriptions.renewals import renew_due, renew_now
from commerce.subscriptions.tests.factories import plans
from commerce.subscriptions.tests.renewal_factories import (
    card_now_charges,
    make_placements_stale,
    renewal_orders,
    subscription,
)

from .factories import CampaignFactory, CampaignOfferFactory

pytestmark = pytest.mark.django_db

FEB_28 = date(2026, 2, 28)
MAR_31 = date(2026, 3, 31)


def refreshed(instance):
    instance.refresh_from_db()
    return instance


def accepted_booster(subscription, plan, price="5.00", **campaign):
    offer = CampaignOfferFactory(
        subscription=subscription,
        campaign=CampaignFactory(booster=True, reward_price=Decimal(price), **campaign),
    )
    offers.accept(subscription.customer, offer.campaign.segment_name, subscription.pk, sku=plan.upc)
    return refreshed(offer)


def lines_of(order):
    return [
        (line.upc, line.quantity, line.unit_price_incl_tax) for line in order.lines.order_by("pk")
    ]


def test_the_next_renewal_ships_the_booster_at_its_reward_price_once(core, stress):
    monthly = subscription(core[1])
    offer = accepted_booster(monthly, stress[1])

    renew_due(FEB_28)
    renew_due(MAR_31)

    first, second = renewal_orders(monthly)
    assert lines_of(first) == [
        (core[1].upc, 1, Decimal("79.00")),
        (stress[1].upc, 1, Decimal("5.00")),
    ]
    assert first.total_incl_tax == Decimal("84.00")
    assert lines_of(second) == [(core[1].upc, 1, Decimal("79.00"))]
    offer = refreshed(offer)
    assert (offer.used_order, offer.is_used) == (first, True)
    assert rewards.pending(refreshed(monthly)) == []
    log = monthly.logs.get(order=first)
    assert log.message.endswith("With rewards: Stress Adaptogen Booster at 5.00 USD.")


def test_a_gift_is_a_zero_line_of_the_renewal_order(core):
    monthly = subscription(core[1])
    gift = plans("RW-SERUM", "Scalp Serum", ("25.00", "70.00", "130.00"), is_core=False)
    offer = CampaignOfferFactory(subscription=monthly, campaign__gift_skus=gift[1].upc)
    offers.accept(monthly.customer, offer.campaign.segment_name, monthly.pk, sku=gift[1].upc)

    renew_due(FEB_28)

    [order] = renewal_orders(monthly)
    assert lines_of(order)[1] == (gift[1].upc, 1, Decimal("0.00"))
    assert order.total_incl_tax == Decimal("79.00")
    assert refreshed(offer).used_order == order


def test_a_declined_renewal_keeps_the_reward_for_the_retry_that_succeeds(core, stress):
    monthly = subscription(core[1], outcome=Outcome.DECLINE)
    offer = accepted_booster(monthly, stress[1])

    assert renew_due(FEB_28)["declined"] == 1
    assert not refreshed(offer).is_used
    card_now_charges(monthly, Outcome.APPROVE)
    assert renew_due(date(2026, 3, 1))["renewed"] == 1

    [order] = renewal_orders(monthly)
    assert stress[1].upc in [upc for upc, _, _ in lines_of(order)]
    assert refreshed(offer).used_order == order
    # the declined charge and the approved one, each for the core formula and the booster
    assert [charge.amount for charge in Charge.objects.order_by("pk")] == [Decimal("84.00")] * 2
    assert order.total_incl_tax == Decimal("84.00")


def test_running_renewals_twice_ships_the_reward_once(core, stress):
    monthly = subscription(core[1])
    accepted_booster(monthly, stress[1])

    renew_due(FEB_28)
    renew_due(FEB_28)

    [order] = renewal_orders(monthly)
    assert len(lines_of(order)) == 2


class ProcessDied(BaseException):
    """The renewal's process ends right after the charge."""


def test_a_resumed_renewal_ships_what_it_was_charged_for_and_a_reward_accepted_meanwhile_waits(
    core, stress, monkeypatch
):
    monthly = subscription(core[1])
    first_offer = accepted_booster(monthly, stress[1])
    complete = purchase._complete

    def killed(reserved, transaction_id):
        raise ProcessDied

    monkeypatch.setattr(purchase, "_complete", killed)
    with pytest.raises(ProcessDied):
        renew_due(FEB_28)
    monkeypatch.setattr(purchase, "_complete", complete)
    # while the placement was pending, the customer accepted another booster
    gift = plans("RW-SERUM", "Scalp Serum", ("25.00", "70.00", "130.00"), is_core=False)
    later = CampaignOfferFactory(subscription=monthly, campaign__gift_skus=gift[1].upc)
    offers.accept(monthly.customer, later.campaign.segment_name, monthly.pk, sku=gift[1].upc)
    make_placements_stale()
    call_command("settle_placements")

    [order] = renewal_orders(monthly)
    assert [upc for upc, _, _ in lines_of(order)] == [core[1].upc, stress[1].upc]
    assert refreshed(first_offer).used_order == order
    assert not refreshed(later).is_used
    assert [reward["offer_id"] for reward in rewards.pending(refreshed(monthly))] == [later.pk]

    renew_due(MAR_31)

    _, following = renewal_orders(monthly)
    assert [upc for upc, _, _ in lines_of(following)] == [core[1].upc, gift[1].upc]
    assert refreshed(later).used_order == following
    assert Charge.objects.count() == 2


def test_an_upgrade_discounts_the_next_renewal_and_is_then_used(core):
    monthly = subscription(core[1])
    coupon = percent_off_voucher("UPGRADE25", Decimal("25"))
    offer = CampaignOfferFactory(
        subscription=monthly, campaign=CampaignFactory(upgrade=True, upgrade_coupon=coupon)
    )
    offers.accept(monthly.customer, offer.campaign.segment_name, monthly.pk)
    upgraded = refreshed(monthly)

    renew_due(upgraded.next_run)

    [order] = renewal_orders(monthly)
    assert lines_of(order) == [(core[3].upc, 1, Decimal("224.00"))]
    assert order.total_incl_tax == Decimal("168.00")
    assert refreshed(offer).used_order == order
    assert rewards.pending(refreshed(monthly)) == []


def test_an_upgrade_coupon_never_discounts_a_reward_shipped_with_it_and_charges_its_estimate(
    core, stress
):
    # Given a monthly plan with a $5 booster accepted, then the upgrade at 25% off every plan
    monthly = subscription(core[1])
    accepted_booster(monthly, stress[1], price="5.00")
    coupon = percent_off_voucher("UPGRADE25", Decimal("25"))
    offer = CampaignOfferFactory(
        subscription=monthly, campaign=CampaignFactory(upgrade=True, upgrade_coupon=coupon)
    )
    offers.accept(monthly.customer, offer.campaign.segment_name, monthly.pk)
    upgraded = refreshed(monthly)
    shown = pricing.renewal_totals(upgraded)

    # When it renews
    renew_due(upgraded.next_run)

    # Then 25% comes off the plan only: the booster ships at its reward price, undiscounted
    [order] = renewal_orders(monthly)
    assert [
        (line.upc, line.line_price_before_discounts_incl_tax, line.line_price_incl_tax)
        for line in order.lines.order_by("pk")
    ] == [
        (core[3].upc, Decimal("224.00"), Decimal("168.00")),
        (stress[1].upc, Decimal("5.00"), Decimal("5.00")),
    ]
    # And the estimate shown before is exactly what the renewal charged
    assert (shown.subtotal, shown.discount, shown.grand_total) == (
        Decimal("229.00"),
        Decimal("56.00"),
        Decimal("173.00"),
    )
    assert order.total_incl_tax == Charge.objects.get().amount == shown.grand_total
    # And the coupon, having discounted the renewal it rewards, is removed
    assert refreshed(monthly).coupon is None


def test_a_reward_that_does_not_wait_for_the_rebill_ships_at_once(
    core, stress, django_capture_on_commit_callbacks
):
    monthly = subscription(core[1])

    with django_capture_on_commit_callbacks(execute=True):
        offer = accepted_booster(monthly, stress[1], run_with_next_rebill=False)

    [order] = renewal_orders(monthly)
    assert refreshed(offer).used_order == order
    assert order.total_incl_tax == Decimal("84.00")


def test_a_declined_ship_now_leaves_the_reward_for_the_next_renewal(core, stress):
    monthly = subscription(core[1], outcome=Outcome.DECLINE)
    offer = accepted_booster(monthly, stress[1])

    with pytest.raises(Exception, match="declined"):
        renew_now(monthly)

    assert not refreshed(offer).is_used
    assert rewards.pending(refreshed(monthly))[0]["offer_id"] == offer.pk
    assert monthly.logs.filter(action=SubscriptionLog.Action.PAYMENT_FAILED).exists()
