from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from commerce.appointments.models import Appointment
from commerce.appointments.tests.factories import AppointmentFactory
from commerce.basket.tests.factories import signed_in_customer
from commerce.consultations import guarantee
from commerce.consultations.models import GuaranteeClaim, ScalpPhoto
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty import store_credit
from commerce.loyalty.models import Referral
from commerce.loyalty.tests.factories import StaffFactory
from commerce.ordering.refunds import card_source, refund_card
from commerce.payments.sandbox.models import Refund
from commerce.subscriptions.models import Subscription

from .factories import full_evidence, journey, stored_photo

pytestmark = pytest.mark.django_db

STANDING = """{ guarantee_standing { journey_start day window_open consultations missing
  can_claim refusal claim { status } } }"""
# Every field the account's guarantee page reads, as it reads them.
GUARANTEE_PAGE = """{ consultation_overview { upcoming { id } photos { stage label due_on is_due
  uploaded_at photo_url } }
  guarantee_standing { journey_start day opens_on_day closes_after_day window_open consultations
  missing can_claim refusal claim { id status status_label created_at journey_day refund_amount
  refund_due_by } refused_claim { refusal_reason } } }"""
# The token, the next consultation, the journey start and photos (twice: overview and standing),
# consultations had, the live claim.
GUARANTEE_PAGE_QUERIES = 8
CLAIM = "mutation { claimGuarantee { id status journey_day refund_due_by } }"


@pytest.mark.parametrize(
    ("day", "refusal"),
    [
        (179, "Claims open on day 180 of your journey; you are on day 179."),
        (180, None),
        (250, None),
        (251, "Claims closed after day 250 of your journey; you are on day 251."),
    ],
)
def test_the_claim_window_runs_from_day_180_to_day_250_inclusive(customer, day, refusal):
    journey(customer, days_ago=day)
    full_evidence(customer)

    if refusal:
        with pytest.raises(guarantee.GuaranteeNotOpen) as refused:
            guarantee.claim(customer)
        assert refused.value.message == refusal
        assert not GuaranteeClaim.objects.exists()
    else:
        made = guarantee.claim(customer)
        assert (made.status, made.journey_day) == ("pending", day)
        assert set(made.evidence["photos"]) == {"start", "three_months", "six_months"}
        assert len(made.evidence["consultations"]) == 2


def test_a_claim_on_day_120_is_refused_with_the_day_through_the_api(graphql):
    customer, headers = signed_in_customer()
    journey(customer, days_ago=120)
    full_evidence(customer)

    body = graphql(CLAIM, **headers)

    assert body["errors"][0]["message"] == (
        "Claims open on day 180 of your journey; you are on day 120."
    )
    assert body["errors"][0]["extensions"]["code"] == "GUARANTEE_WINDOW_CLOSED"
    assert not GuaranteeClaim.objects.exists()


def test_missing_evidence_is_listed_and_the_claim_refused(graphql):
    customer, headers = signed_in_customer()
    journey(customer, days_ago=200)
    stored_photo(customer, "start", on=timezone.localdate() - timedelta(days=199))
    from commerce.appointments.tests.factories import AppointmentFactory

    AppointmentFactory(customer=customer, datetime=timezone.now() - timedelta(days=150))
    AppointmentFactory(customer=customer)  # upcoming: it has not happened yet

    standing = graphql(STANDING, **headers)["data"]["guarantee_standing"]
    body = graphql(CLAIM, **headers)

    assert standing["missing"] == [
        "Two consultations with a doctor, 60 days apart or more (you have had 1)",
        "Your photo at 3 months",
        "Your photo at 6 months",
    ]
    assert standing["window_open"] is True and standing["can_claim"] is False
    message = (
        "Your claim needs: two consultations with a doctor, 60 days apart or more "
        "(you have had 1); "
        "your photo at 3 months; your photo at 6 months."
    )
    assert standing["refusal"] == message
    assert body["errors"][0]["message"] == message
    assert body["errors"][0]["extensions"]["code"] == "GUARANTEE_EVIDENCE_MISSING"
    assert not GuaranteeClaim.objects.exists()


def test_a_missed_start_photo_shows_the_guarantee_lapsed_not_open(graphql):
    # Given a subscriber on day 200 with everything but the start photo, which closed on day 30
    customer, headers = signed_in_customer()
    journey(customer, days_ago=200)
    full_evidence(customer)
    ScalpPhoto.objects.filter(customer=customer, stage="start").delete()
    closed = timezone.localdate() - timedelta(days=200 - 30)

    # When they look at their standing and claim
    standing = graphql(
        "{ guarantee_standing { window_open can_claim lapsed refusal } }", **headers
    )["data"]["guarantee_standing"]
    body = graphql(CLAIM, **headers)

    # Then the window is not shown open, and both say why the guarantee no longer applies
    lapsed = (
        "Your guarantee no longer applies: your start photo could be added until "
        f"{closed:%B} {closed.day}, {closed.year}."
    )
    assert standing == {
        "window_open": False,
        "can_claim": False,
        "lapsed": lapsed,
        "refusal": lapsed,
    }
    assert body["errors"][0]["message"] == lapsed
    assert not GuaranteeClaim.objects.exists()


def test_the_standing_shows_the_day_and_an_accepted_claim(graphql):
    customer, headers = signed_in_customer()
    journey(customer, days_ago=200)
    full_evidence(customer)

    before = graphql(STANDING, **headers)["data"]["guarantee_standing"]
    made = graphql(CLAIM, **headers)["data"]["claimGuarantee"]
    again = graphql(CLAIM, **headers)["data"]["claimGuarantee"]
    after = graphql(STANDING, **headers)["data"]["guarantee_standing"]

    start = (timezone.localdate() - timedelta(days=200)).isoformat()
    assert before == {
        "journey_start": start,
        "day": 200,
        "window_open": True,
        "consultations": 2,
        "missing": [],
        "can_claim": True,
        "refusal": None,
        "claim": None,
    }
    assert made["status"] == "pending" and made["journey_day"] == 200
    assert again["id"] == made["id"]  # a second click claims nothing twice
    assert GuaranteeClaim.objects.count() == 1
    assert after["claim"] == {"status": "pending"} and after["can_claim"] is False


def test_a_customer_without_a_subscription_has_no_journey(graphql):
    _, headers = signed_in_customer()

    standing = graphql(STANDING, **headers)["data"]["guarantee_standing"]

    assert standing["day"] is None and standing["journey_start"] is None
    assert standing["refusal"] == "Your guarantee starts with your first subscription order."


def test_approving_refunds_every_journey_charge_once_due_within_30_days(customer):
    journey(customer, days_ago=200, charges=("79.00", "79.00", "71.10"))
    full_evidence(customer)
    made = guarantee.claim(customer)
    staff = StaffFactory()

    approved = guarantee.approve(made.pk, staff)
    again = guarantee.approve(made.pk, staff)

    assert approved.status == again.status == "approved"
    assert approved.refund_amount == again.refund_amount == Decimal("229.10")
    assert approved.refund_due_by == timezone.localdate() + timedelta(days=30)
    assert approved.refunds.count() == 3
    assert Refund.objects.count() == 3  # the second approval refunded nothing again


def test_an_approved_claim_takes_back_the_referral_credit_the_first_order_earned(
    customer, django_capture_on_commit_callbacks
):
    # Given Jane earned $10 of store credit for referring the customer's first order
    first_order = journey(customer, days_ago=200, charges=("79.00", "79.00")).order
    jane = CustomerFactory()
    Referral.objects.create(
        referrer=jane,
        friend=customer,
        order=first_order,
        credit=store_credit.reward(jane, Decimal("10.00"), note="A friend placed a first order"),
    )
    full_evidence(customer)
    made = guarantee.claim(customer)

    # When staff approve the customer's money-back claim
    with django_capture_on_commit_callbacks(execute=True):
        guarantee.approve(made.pk, StaffFactory())

    # Then Jane's credit is taken back, once, saying why
    assert store_credit.balance(jane) == Decimal("0.00")
    [taken] = [item for item in store_credit.history(jane).items if item.amount < 0]
    assert taken.description == (
        f"Referral credit taken back: your friend's order {first_order.number} was refunded."
    )


def test_approving_refunds_what_a_return_left_and_each_order_shows_its_refund(customer):
    # Given a journey of two charges, the first of which a return already refunded 30.00 of
    first = journey(customer, days_ago=200, charges=("79.00", "79.00")).order
    full_evidence(customer)
    refund_card(card_source(first), Decimal("30.00"), "return-test")
    made = guarantee.claim(customer)

    # When staff approve the claim
    approved = guarantee.approve(made.pk, StaffFactory())

    # Then the guarantee gives back what is left of each charge, no more
    assert approved.refund_amount == Decimal("128.00")
    assert sorted(r.amount for r in approved.refunds.all()) == [Decimal("49.00"), Decimal("79.00")]
    # And each order records it: fully refunded, with a Refunded payment event and a note
    for order in [r.order for r in approved.refunds.all()]:
        assert card_source(order).amount_refunded == Decimal("79.00")
        assert order.payment_events.filter(event_type__name="Refunded").exists()
        assert order.notes.filter(message__contains="Money-back guarantee").exists()


def test_a_refused_claim_cannot_be_approved_and_the_customer_may_claim_again(customer):
    journey(customer, days_ago=200)
    full_evidence(customer)
    made = guarantee.claim(customer)
    staff = StaffFactory()

    guarantee.refuse(made.pk, staff, "The 6-month photo shows a different person.")
    with pytest.raises(guarantee.ClaimNotPending):
        guarantee.approve(made.pk, staff)
    standing = guarantee.guarantee_standing(customer)

    assert not Refund.objects.exists()
    assert standing.claim is None and standing.can_claim
    assert standing.refused.staff_note == "The 6-month photo shows a different person."
    assert guarantee.claim(customer).pk != made.pk
    assert guarantee.guarantee_standing(customer).refused is None


def test_the_guarantee_page_reads_its_standing_and_photos_in_a_fixed_number_of_queries(
    graphql, django_assert_num_queries
):
    customer, headers = signed_in_customer()
    journey(customer, days_ago=200)
    full_evidence(customer)
    guarantee.claim(customer)

    with django_assert_num_queries(GUARANTEE_PAGE_QUERIES):
        body = graphql(GUARANTEE_PAGE, **headers)

    standing = body["data"]["guarantee_standing"]
    assert (standing["opens_on_day"], standing["closes_after_day"]) == (180, 250)
    assert standing["claim"]["status_label"] == "Pending"
    assert standing["refused_claim"] is None
    photos = body["data"]["consultation_overview"]["photos"]
    assert [photo["stage"] for photo in photos] == ["start", "three_months", "six_months"]
    assert all(photo["photo_url"].startswith("/api/scalp-photos/") for photo in photos)


# What cannot be gamed


def test_a_backdated_journey_start_does_not_open_the_claim_window(customer):
    # Given a customer whose first order was placed 5 days ago, who then moved their journey's
    # start 200 days back (updateSubscription lets them)
    started = journey(customer, days_ago=5)
    Subscription.objects.filter(pk=started.pk).update(
        journey_start_date=timezone.localdate() - timedelta(days=200)
    )
    full_evidence(customer)

    # When they claim
    with pytest.raises(guarantee.GuaranteeNotOpen) as refused:
        guarantee.claim(customer)

    # Then the journey starts on the day of the first order
    assert refused.value.message == "Claims open on day 180 of your journey; you are on day 5."
    assert guarantee.guarantee_standing(customer).day == 5


def test_a_journey_start_moved_later_than_the_first_order_is_kept(customer):
    # Given a first order placed 200 days ago and a journey the customer started 190 days ago
    started = journey(customer, days_ago=200)
    Subscription.objects.filter(pk=started.pk).update(
        journey_start_date=timezone.localdate() - timedelta(days=190)
    )

    # When they look at their standing
    standing = guarantee.guarantee_standing(customer)

    # Then their journey started on the later day
    assert standing.day == 190


def test_photos_all_added_at_the_start_count_only_for_the_start(customer):
    # Given a day-200 journey with two consultations, whose photos were all stored on day 1
    journey(customer, days_ago=200)
    full_evidence(customer)
    day_1 = timezone.now() - timedelta(days=199)
    ScalpPhoto.objects.filter(customer=customer).update(created_at=day_1)

    # When they claim
    with pytest.raises(guarantee.GuaranteeEvidenceMissing) as refused:
        guarantee.claim(customer)

    # Then the 3- and 6-month photos are still missing
    assert refused.value.message == (
        "Your claim needs: your photo at 3 months; your photo at 6 months."
    )


@pytest.mark.parametrize(
    ("days_ago", "had"),
    [
        ((170, 169), 1),  # consecutive days: one consultation
        ((230, 80), 1),  # the first before the journey started (less the grace days)
        ((203, 80), 2),  # three days before the start is within the grace
        ((170, 110), 2),  # 60 days apart
    ],
)
def test_two_consultations_count_since_the_start_and_60_days_apart(customer, days_ago, had):
    # Given a day-200 journey with every photo and two consultations on the given days
    journey(customer, days_ago=200)
    full_evidence(customer)
    Appointment.objects.filter(customer=customer).delete()
    for ago in days_ago:
        AppointmentFactory(customer=customer, datetime=timezone.now() - timedelta(days=ago))

    # When they look at their standing
    standing = guarantee.guarantee_standing(customer)

    # Then only consultations since the start and far enough apart count
    assert standing.consultations == had
    assert standing.can_claim is (had == 2)


def test_a_gateway_refusal_leaves_earlier_refunds_recorded_and_a_second_approval_finishes(
    customer,
):
    # Given a claim over two charges, the second of which the gateway will refuse
    first = journey(customer, days_ago=200, charges=("79.00", "71.10")).order
    full_evidence(customer)
    made = guarantee.claim(customer)
    second = next(order for order in guarantee.journey_orders(customer) if order.pk != first.pk)
    charge = card_source(second).reference
    second.sources.update(reference="no-such-charge")
    staff = StaffFactory()

    # When staff approve it
    with pytest.raises(guarantee.RefundFailed, match=f"refund of order {second.number}"):
        guarantee.approve(made.pk, staff)

    # Then the first order's refund is recorded and the claim is still pending
    made.refresh_from_db()
    assert made.status == "pending" and made.refund_amount is None
    assert [(r.order_id, r.amount) for r in made.refunds.all()] == [(first.pk, Decimal("79.00"))]
    assert card_source(first).amount_refunded == Decimal("79.00")
    assert Refund.objects.count() == 1

    # When the gateway accepts again and staff approve once more
    second.sources.update(reference=charge)
    approved = guarantee.approve(made.pk, staff)

    # Then the second order is refunded, the first not twice, and the claim is approved
    assert approved.status == "approved"
    assert approved.refund_amount == Decimal("150.10")
    assert Refund.objects.count() == 2
    assert card_source(first).amount_refunded == Decimal("79.00")
    assert first.payment_events.filter(event_type__name="Refunded").count() == 1
