from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from commerce.basket.tests.factories import signed_in_customer
from commerce.consultations import guarantee
from commerce.consultations.models import GuaranteeClaim
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.tests.factories import StaffFactory
from commerce.orders.refunds import card_source, refund_card
from commerce.payments.sandbox.models import Refund

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


@pytest.fixture
def customer():
    return CustomerFactory()


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
    stored_photo(customer, "start")
    from commerce.appointments.tests.factories import AppointmentFactory

    AppointmentFactory(customer=customer, datetime=timezone.now() - timedelta(days=150))
    AppointmentFactory(customer=customer)  # upcoming: it has not happened yet

    standing = graphql(STANDING, **headers)["data"]["guarantee_standing"]
    body = graphql(CLAIM, **headers)

    assert standing["missing"] == [
        "Two consultations with a doctor (you have had 1)",
        "Your photo at 3 months",
        "Your photo at 6 months",
    ]
    assert standing["window_open"] is True and standing["can_claim"] is False
    message = (
        "Your claim needs: two consultations with a doctor (you have had 1); "
        "your photo at 3 months; your photo at 6 months."
    )
    assert standing["refusal"] == message
    assert body["errors"][0]["message"] == message
    assert body["errors"][0]["extensions"]["code"] == "GUARANTEE_EVIDENCE_MISSING"
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
