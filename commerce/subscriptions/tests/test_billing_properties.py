"""Random sequences of what a subscriber and the shop do to a subscription, on a moving clock,
checked after every step against the promises a subscriber relies on:

- never two charges for one period;
- never a charge after a confirmed cancel;
- never a renewal charged earlier than the date the customer was last shown;
- the price shown for the next charge is the price that charge takes;
- store credit never goes below zero.

Each example is a new subscriber (a monthly plan with store credit and a card that approves),
changing their subscription through the service behind updateSubscription, as the account
pages do. A refused change must leave the subscription exactly as it was."""

import contextlib
import os
from datetime import date, timedelta
from decimal import Decimal

import pytest
from django.conf import settings as django_settings
from django.db import transaction
from django.utils import timezone
from hypothesis import HealthCheck, settings, strategies
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule, run_state_machine_as_test
from oscar.core.loading import get_model

from commerce.basket.vouchers import percent_off_voucher
from commerce.core.errors import DomainError
from commerce.loyalty import offers, store_credit
from commerce.loyalty.tests.factories import CampaignFactory, CampaignOfferFactory
from commerce.ordering.models import OrderPlacement
from commerce.payments.sandbox.models import Charge
from commerce.subscriptions import updates
from commerce.subscriptions.models import Subscription
from commerce.subscriptions.next_charge import next_charge
from commerce.subscriptions.renewals import renew_due

from .factories import booster, for_subscriptions, plans, shop_time
from .renewal_factories import renewal_orders, subscription

pytestmark = pytest.mark.django_db

Order = get_model("order", "Order")
# The same journeys every run (derandomized): make test replays 120 of them on PostgreSQL, make fuzz
# (DEEP_PROPERTIES=1) 500.
EXAMPLES = 500 if os.environ.get("DEEP_PROPERTIES") == "1" else 120
STEPS = 12
FIRST_DAY = date(2027, 1, 10)
SNAPSHOT_FIELDS = (
    "status",
    "next_run",
    "paused_until",
    "frequency_count",
    "coupon_id",
    "cancel_date",
    "quote",
)


class Clock:
    """The shop's today, moved by the machine: what timezone.localdate() answers."""

    today = FIRST_DAY


@pytest.fixture
def moving_clock(monkeypatch):
    real_localdate = timezone.localdate

    def localdate(value=None, timezone=None):
        if value is None:
            return Clock.today
        return real_localdate(value, timezone)

    monkeypatch.setattr("django.utils.timezone.localdate", localdate)
    Clock.today = FIRST_DAY
    return Clock


class Subscriber(RuleBasedStateMachine):
    catalogue: dict = {}

    def __init__(self):
        super().__init__()
        # Each example in a savepoint rolled back at its end: the renewal job of one example
        # must not find another's subscriptions, nor the run grow slower as examples add up.
        self.example = transaction.atomic()
        self.example.__enter__()
        Clock.today = FIRST_DAY
        self.subscription = subscription(
            self.catalogue["plans"][1], placed=shop_time(2027, 1, 10, 9)
        )
        self.customer = self.subscription.customer
        store_credit.reward(self.customer, Decimal("30.00"), note="Credit to spend on renewals")
        self.campaign = CampaignFactory(booster=True, reward_price=Decimal("5.00"))
        CampaignOfferFactory(campaign=self.campaign, subscription=self.subscription)
        self.renewals_when_canceled = None
        self.scheduled_before_pause = None
        self.shown = None
        self.show()

    # What the customer sees --------------------------------------------------------------

    def fresh(self) -> Subscription:
        return Subscription.objects.select_related("customer", "coupon").get(
            pk=self.subscription.pk
        )

    def show(self):
        """The account page is read: the next charge's date and price as shown."""
        self.shown = next_charge(self.fresh())

    def renewals(self) -> list:
        return renewal_orders(self.subscription)

    def ask(self, change: dict) -> bool:
        """The customer's updateSubscription: applied whole and shown, or refused and nothing
        changed."""
        before = self.snapshot()
        try:
            updates.update_subscription(self.customer, self.subscription.pk, change)
        except DomainError:
            assert self.snapshot() == before, f"{change} was refused yet changed something"
            return False
        finally:
            self.show()
        if change.get("action") == "cancel":
            self.renewals_when_canceled = len(self.renewals())
        if change.get("action") == "reactivate":
            self.renewals_when_canceled = None
        return True

    def snapshot(self):
        fresh = Subscription.objects.filter(pk=self.subscription.pk).values(*SNAPSHOT_FIELDS)
        return fresh.get()

    # What the customer does ----------------------------------------------------------------

    @rule()
    def skip(self):
        self.ask({"action": "skip"})

    @rule(days=strategies.integers(min_value=1, max_value=100))
    def pause(self, days):
        until, before = Clock.today + timedelta(days=days), self.shown.on
        if self.ask({"action": "pause", "pause_until": until.isoformat()}):
            assert self.shown.on == max(before, until), "a pause moved the charge earlier"
            self.scheduled_before_pause = before

    @rule()
    def resume(self):
        if self.ask({"action": "resume"}):
            tomorrow = Clock.today + timedelta(days=1)
            assert self.shown.on == max(self.scheduled_before_pause, tomorrow), (
                "resuming lost the schedule (a skip) the pause left alone"
            )

    @rule(months=strategies.sampled_from([1, 3, 6]))
    def change_frequency(self, months):
        before = self.shown.on
        if self.ask({"frequency_count": months}):
            assert self.shown.on == before, "a new frequency moved the scheduled shipment"

    @rule(days=strategies.integers(min_value=-2, max_value=70))
    def change_date(self, days):
        self.ask({"next_run": (Clock.today + timedelta(days=days)).isoformat()})

    @rule()
    def apply_code(self):
        self.ask({"coupon_code": self.catalogue["code"]})

    @rule()
    def apply_a_seasonal_cart_code(self):
        assert not self.ask({"coupon_code": self.catalogue["cart_code"]}), "a cart code attached"

    @rule()
    def remove_code(self):
        self.ask({"coupon_code": ""})

    @rule()
    def accept_a_reward(self):
        with contextlib.suppress(DomainError):  # accepted already, or not for this plan
            offers.accept(
                self.customer,
                self.campaign.segment_name,
                self.subscription.pk,
                sku=self.catalogue["booster"].upc,
            )
        self.show()

    @rule()
    def cancel(self):
        self.ask({"action": "cancel", "cancel_reason": "Taking a break"})

    @rule()
    def reactivate(self):
        self.ask({"action": "reactivate"})

    @rule()
    def ship_now(self):
        price, before = self.shown.totals.grand_total, len(self.renewals())
        if self.ask({"action": "ship_now"}):
            placed = self.renewals()
            assert len(placed) == before + 1
            assert placed[-1].total_incl_tax == price, "ship now charged another price"

    # What the shop does --------------------------------------------------------------------

    @rule(days=strategies.integers(min_value=0, max_value=45))
    def renewal_job(self, days):
        """Time passes and the renewal job runs (twice, as a retried job would). It runs every
        hour, so the clock never passes a charge date without it."""
        shown, before = self.shown, len(self.renewals())
        later = Clock.today + timedelta(days=days)
        Clock.today = min(later, max(shown.on or later, Clock.today))
        renew_due(Clock.today)
        renew_due(Clock.today)
        placed = self.renewals()
        if len(placed) > before:
            assert len(placed) == before + 1, "one run charged twice"
            assert shown.on is not None and Clock.today >= shown.on, (
                f"charged on {Clock.today}, shown {shown.on}"
            )
            assert placed[-1].total_incl_tax == shown.totals.grand_total, (
                f"charged {placed[-1].total_incl_tax}, shown {shown.totals.grand_total}"
            )
        self.show()

    def teardown(self):
        transaction.set_rollback(True)
        self.example.__exit__(None, None, None)

    # What must always hold -------------------------------------------------------------------

    @invariant()
    def one_charge_per_period(self):
        periods = list(
            OrderPlacement.objects.filter(
                subscription=self.subscription, status=OrderPlacement.Status.PLACED
            ).values_list("period", flat=True)
        )
        assert len(periods) == len(set(periods)), f"two charges for one period: {periods}"
        charged = Charge.objects.filter(payment_id=self.subscription.card.payment_id).count()
        paid_by_card = [
            order for order in self.renewals() if order.placement.amount > Decimal("0.00")
        ]
        assert charged == len(paid_by_card), "a charge without its order"

    @invariant()
    def nothing_charged_after_a_confirmed_cancel(self):
        if self.renewals_when_canceled is not None:
            assert len(self.renewals()) == self.renewals_when_canceled

    @invariant()
    def store_credit_never_negative(self):
        assert store_credit.balance(self.customer) >= Decimal("0.00")


@pytest.mark.fuzz
@pytest.mark.skipif(
    not django_settings.DATABASES["default"]["ENGINE"].endswith("postgresql"),
    reason="the full run belongs to PostgreSQL (CI); SQLite runs the short one below",
)
def test_random_subscriber_journeys_keep_every_promise(moving_clock):
    run(EXAMPLES)


@pytest.mark.skipif(
    django_settings.DATABASES["default"]["ENGINE"].endswith("postgresql"),
    reason="PostgreSQL runs the full one above",
)
def test_a_few_random_subscriber_journeys_keep_every_promise(moving_clock):
    run(25)


def run(examples: int):
    Subscriber.catalogue = {
        "plans": plans(),
        "booster": booster()[1],
        "code": for_subscriptions(percent_off_voucher("SUBSAVE10", Decimal("10")), 2).code,
        "cart_code": percent_off_voucher("SEASON25", Decimal("25")).code,
    }
    run_state_machine_as_test(
        Subscriber,
        settings=settings(
            max_examples=examples,
            stateful_step_count=STEPS,
            deadline=None,
            derandomize=True,
            database=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        ),
    )
