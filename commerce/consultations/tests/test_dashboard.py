from datetime import timedelta

import pytest
from django.utils import timezone

from commerce.appointments.tests.factories import DoctorFactory
from commerce.consultations import guarantee, slots
from commerce.consultations import intake as intake_service
from commerce.consultations.models import ConsultationSlot, GuaranteeClaim
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.tests.factories import StaffFactory
from commerce.payments.sandbox.models import Refund

from . import test_intake
from .factories import SlotFactory, full_evidence, journey, ordering_customer, stored_photo

pytestmark = pytest.mark.django_db

# The session, the staff member, the count, the page of intakes with customers and appointments,
# their photos (one prefetch), and what Oscar's dashboard layout reads.
INTAKE_LIST_QUERIES = 8
# The same for claims (with their customers) and slots (with doctors and bookings).
CLAIM_LIST_QUERIES = 7
SLOT_LIST_QUERIES = 7
ANSWERS = {item["question"]: item["answer"] for item in test_intake.ANSWERS}


@pytest.fixture
def staff_client(client):
    client.force_login(StaffFactory())
    return client


def an_intake(email):
    customer = ordering_customer(email=email)
    slot = SlotFactory()
    stored_photo(customer, "start")
    return intake_service.submit_intake(
        customer, answers=ANSWERS, goals="Thicker hair", consent=True, slot_id=slot.pk
    )


def test_staff_add_a_slot_and_delete_a_free_one(staff_client):
    doctor = DoctorFactory(name="Dr. Maya Lee")
    starts = (timezone.localtime() + timedelta(days=3)).strftime("%Y-%m-%d 10:30")

    added = staff_client.post(
        "/dashboard/consultation-slots/", {"doctor": doctor.pk, "starts_at": starts}
    )
    listed = staff_client.get("/dashboard/consultation-slots/").content.decode()
    slot = ConsultationSlot.objects.get()
    deleted = staff_client.post(f"/dashboard/consultation-slots/{slot.pk}/delete/")

    assert added.status_code == deleted.status_code == 302
    assert "Dr. Maya Lee" in listed and "Free" in listed
    assert not ConsultationSlot.objects.exists()


def test_a_booked_slot_cannot_be_deleted(staff_client):
    slot = SlotFactory()
    slots.book(ordering_customer(), slot.pk)

    response = staff_client.post(f"/dashboard/consultation-slots/{slot.pk}/delete/")

    assert response.status_code == 404
    assert ConsultationSlot.objects.filter(pk=slot.pk).exists()


def test_staff_see_intakes_with_photos_and_their_consultation(staff_client):
    submission = an_intake("casey@example.com")

    listed = staff_client.get("/dashboard/intakes/").content.decode()
    detail = staff_client.get(f"/dashboard/intakes/{submission.pk}/").content.decode()

    assert "casey@example.com" in listed and "Start" in listed
    assert "Where do you notice it most?" in detail and "Part line" in detail
    photo = submission.customer.scalp_photos.get()
    assert f"/dashboard/scalp-photos/{photo.pk}/" in detail
    assert "Initial consultation" in detail


def test_the_intake_list_takes_a_fixed_number_of_queries(staff_client, django_assert_num_queries):
    for n in range(6):
        an_intake(f"customer{n}@example.com")
    staff_client.get("/dashboard/intakes/")  # warm what Oscar caches per process

    with django_assert_num_queries(INTAKE_LIST_QUERIES):
        response = staff_client.get("/dashboard/intakes/")

    assert response.content.decode().count("/dashboard/scalp-photos/") == 6


def test_staff_approve_a_claim_in_the_dashboard_and_a_second_click_refunds_nothing(staff_client):
    customer = CustomerFactory(email="claimer@example.com")
    journey(customer, days_ago=200, charges=("79.00", "79.00"))
    full_evidence(customer)
    claim = guarantee.claim(customer)
    url = f"/dashboard/guarantee-claims/{claim.pk}/"

    first = staff_client.post(url, {"action": "approve"}, follow=True).content.decode()
    second = staff_client.post(url, {"action": "approve"}, follow=True).content.decode()
    listed = staff_client.get("/dashboard/guarantee-claims/").content.decode()

    claim.refresh_from_db()
    assert claim.status == "approved"
    assert "Claim approved: 158.00 refunded through the gateway" in first
    assert "Approved and refunded" in second and "claimer@example.com" in listed
    assert Refund.objects.count() == 2


def test_refusing_needs_a_reason(staff_client):
    customer = CustomerFactory()
    claim = GuaranteeClaim.objects.create(
        customer=customer, journey_start=timezone.localdate(), journey_day=200
    )
    url = f"/dashboard/guarantee-claims/{claim.pk}/"

    empty = staff_client.post(url, {"action": "refuse", "note": ""})
    given = staff_client.post(url, {"action": "refuse", "note": "Photos are not of a scalp."})

    assert empty.status_code == 200 and "This field is required." in empty.content.decode()
    assert given.status_code == 302
    claim.refresh_from_db()
    assert (claim.status, claim.staff_note) == ("refused", "Photos are not of a scalp.")


@pytest.mark.parametrize(
    ("url", "make", "queries"),
    [
        ("/dashboard/guarantee-claims/", "claims", CLAIM_LIST_QUERIES),
        ("/dashboard/consultation-slots/", "slots", SLOT_LIST_QUERIES),
    ],
)
def test_the_claim_and_slot_lists_take_a_fixed_number_of_queries(
    staff_client, django_assert_num_queries, url, make, queries
):
    for _ in range(4):
        if make == "claims":
            GuaranteeClaim.objects.create(
                customer=CustomerFactory(), journey_start=timezone.localdate(), journey_day=200
            )
        else:
            slots.book(ordering_customer(), SlotFactory().pk)
            SlotFactory()
    staff_client.get(url)

    with django_assert_num_queries(queries):
        response = staff_client.get(url)

    assert response.status_code == 200
