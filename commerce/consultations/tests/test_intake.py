from datetime import datetime, timedelta

import pytest
from django.utils import timezone

from commerce.appointments.models import Appointment
from commerce.basket.tests.factories import signed_in_customer
from commerce.consultations import slots
from commerce.consultations.models import IntakeSubmission

from .factories import SlotFactory

pytestmark = pytest.mark.django_db

INTAKE = """{ consultation_intake { photo_max_bytes questions { key prompt choices }
  slots { id starts_at doctor_details { name } } } }"""
SUBMIT = """mutation ($input: SubmitConsultationIntakeInput!) {
  submitConsultationIntake(input: $input) {
    appointment { id datetime type doctor_details { name } } } }"""
BOOKING = "query ($id: Int!) { consultation_booking(id: $id) { id type doctor_details { name } } }"
ANSWERS = [
    {"question": "thinning_since", "answer": "6 to 12 months"},
    {"question": "where", "answer": "Part line"},
    {"question": "family_history", "answer": "Yes"},
    {"question": "treatments", "answer": "None"},
]


def intake_input(slot, **changes):
    return {
        "input": {
            "answers": ANSWERS,
            "goals": "Thicker ponytail",
            "consent": True,
            "slot_id": slot.pk,
            **changes,
        }
    }


def test_a_customer_sees_the_questions_and_only_free_future_slots_soonest_first(graphql):
    _, headers = signed_in_customer()
    now = timezone.now()
    later = SlotFactory(starts_at=now + timedelta(days=5), doctor__name="Dr. Ana Ruiz")
    sooner = SlotFactory(starts_at=now + timedelta(days=1), doctor__name="Dr. Maya Lee")
    SlotFactory(starts_at=now - timedelta(hours=1))  # past
    SlotFactory(starts_at=now + timedelta(days=90))  # beyond the booking horizon
    taken = SlotFactory(starts_at=now + timedelta(days=2))
    slots.book(signed_in_customer(email="first@example.com")[0], taken.pk)

    body = graphql(INTAKE, **headers)["data"]["consultation_intake"]

    assert [slot["id"] for slot in body["slots"]] == [sooner.pk, later.pk]
    assert body["slots"][0]["doctor_details"] == {"name": "Dr. Maya Lee"}
    assert [q["key"] for q in body["questions"]] == [
        "thinning_since",
        "where",
        "family_history",
        "treatments",
    ]
    assert body["photo_max_bytes"] == 10 * 1024 * 1024


def test_listing_slots_takes_a_fixed_number_of_queries(graphql, django_assert_num_queries):
    _, headers = signed_in_customer()
    for _ in range(5):
        SlotFactory()
    graphql(INTAKE, **headers)  # warm: the token's customer is read once per request anyway

    with django_assert_num_queries(2):  # the customer's token, the slots with their doctors
        body = graphql(INTAKE, **headers)

    assert len(body["data"]["consultation_intake"]["slots"]) == 5


def test_submitting_the_intake_books_the_slot_and_shows_the_booking(graphql):
    customer, headers = signed_in_customer()
    slot = SlotFactory(doctor__name="Dr. Maya Lee")

    body = graphql(SUBMIT, intake_input(slot), **headers)

    appointment = body["data"]["submitConsultationIntake"]["appointment"]
    assert appointment["type"] == "Initial consultation"
    assert appointment["doctor_details"] == {"name": "Dr. Maya Lee"}
    intake = IntakeSubmission.objects.get()
    assert intake.customer == customer and intake.consent_given and intake.consent_given_at
    assert intake.hair_history["where"] == "Part line"
    slot.refresh_from_db()
    assert slot.appointment_id == appointment["id"] == intake.appointment_id
    confirm = graphql(BOOKING, {"id": appointment["id"]}, **headers)
    assert confirm["data"]["consultation_booking"]["doctor_details"] == {"name": "Dr. Maya Lee"}


def test_another_customers_booking_is_null_as_if_missing(graphql):
    owner, owner_headers = signed_in_customer()
    slot = SlotFactory()
    booked = graphql(SUBMIT, intake_input(slot), **owner_headers)
    appointment_id = booked["data"]["submitConsultationIntake"]["appointment"]["id"]
    _, other_headers = signed_in_customer(email="other@example.com")

    body = graphql(BOOKING, {"id": appointment_id}, **other_headers)

    assert body["data"]["consultation_booking"] is None


def test_a_taken_slot_is_refused_to_the_second_customer_and_nothing_of_theirs_is_stored(graphql):
    slot = SlotFactory()
    _, first = signed_in_customer(email="first@example.com")
    second_customer, second = signed_in_customer(email="second@example.com")
    graphql(SUBMIT, intake_input(slot), **first)

    body = graphql(SUBMIT, intake_input(slot), **second)

    assert body["errors"][0]["message"] == (
        "Sorry, someone has just booked that time. Please choose another."
    )
    assert body["errors"][0]["extensions"]["code"] == "SLOT_TAKEN"
    assert not IntakeSubmission.objects.filter(customer=second_customer).exists()
    assert not Appointment.objects.filter(customer=second_customer).exists()


def test_a_slot_taken_between_reading_and_booking_is_refused(monkeypatch):
    """The race: another customer's booking lands after this one read the slot as free. (Here
    both run in one transaction, so the rival's booking is undone with the refusal; in the shop
    it is committed by its own request.)"""
    slot = SlotFactory()
    rival, _ = signed_in_customer(email="rival@example.com")
    customer, _ = signed_in_customer(email="late@example.com")
    create = Appointment.objects.create

    def rival_books_first(**fields):
        rival_appointment = create(
            customer=rival, doctor=slot.doctor, datetime=slot.starts_at, type=fields["type"]
        )
        type(slot).objects.filter(pk=slot.pk).update(appointment=rival_appointment)
        monkeypatch.setattr(Appointment.objects, "create", create)
        return create(**fields)

    monkeypatch.setattr(Appointment.objects, "create", rival_books_first)

    with pytest.raises(slots.SlotTaken):
        slots.book(customer, slot.pk)

    assert not Appointment.objects.filter(customer=customer).exists()


def test_a_past_slot_cannot_be_booked(graphql):
    _, headers = signed_in_customer()
    slot = SlotFactory(starts_at=timezone.now() - timedelta(minutes=5))

    body = graphql(SUBMIT, intake_input(slot), **headers)

    assert body["errors"][0]["extensions"]["code"] == "SLOT_NOT_FOUND"
    assert not Appointment.objects.exists()


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"consent": False}, "Please agree to share your answers and photos with our doctors."),
        ({"answers": ANSWERS[:3]}, "Please answer: Have you tried treatments for it before?"),
        (
            {"answers": [*ANSWERS[:3], {"question": "treatments", "answer": "Magic"}]},
            "Choose one of the answers to: Have you tried treatments for it before?",
        ),
        (
            {"answers": [*ANSWERS, {"question": "shoe_size", "answer": "7"}]},
            "Unknown question: shoe_size.",
        ),
    ],
    ids=["no-consent", "unanswered", "not-a-choice", "unknown-question"],
)
def test_a_bad_intake_is_refused_clearly_and_books_nothing(graphql, changes, message):
    _, headers = signed_in_customer()
    slot = SlotFactory()

    body = graphql(SUBMIT, intake_input(slot, **changes), **headers)

    assert body["errors"][0]["message"] == message
    assert body["errors"][0]["extensions"]["code"] == "INTAKE_INVALID"
    assert not IntakeSubmission.objects.exists() and not Appointment.objects.exists()
    slot.refresh_from_db()
    assert slot.appointment is None


def test_a_visitor_is_asked_to_sign_in(graphql):
    slot = SlotFactory()

    body = graphql(SUBMIT, intake_input(slot))

    assert body["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED"
    assert not Appointment.objects.exists()


def test_a_customer_with_a_consultation_to_come_cannot_book_another(graphql):
    # Given a customer who booked the consultation of Tuesday, March 2, 2027 at 9 AM
    customer, headers = signed_in_customer()
    booked = SlotFactory(starts_at=timezone.make_aware(datetime(2027, 3, 2, 9, 0)))
    other = SlotFactory()
    graphql(SUBMIT, intake_input(booked), **headers)

    # When they try to book another slot
    body = graphql(SUBMIT, intake_input(other), **headers)

    # Then it is refused with the booking they have, and the other slot stays free
    assert body["errors"][0]["message"] == (
        "You already have a consultation booked for Tuesday, March 2, 2027 at 9:00 AM EST."
    )
    assert body["errors"][0]["extensions"]["code"] == "CONSULTATION_ALREADY_BOOKED"
    assert Appointment.objects.filter(customer=customer).count() == 1
    assert IntakeSubmission.objects.filter(customer=customer).count() == 1
    other.refresh_from_db()
    assert other.appointment_id is None


def test_a_customer_whose_consultation_has_happened_may_book_the_next(graphql):
    # Given a customer whose consultation took place yesterday
    customer, headers = signed_in_customer()
    Appointment.objects.create(
        customer=customer,
        datetime=timezone.now() - timedelta(days=1),
        type=Appointment.Type.INITIAL_CONSULTATION,
    )

    # When they book a slot
    body = graphql(SUBMIT, intake_input(SlotFactory()), **headers)

    # Then it is booked
    assert "errors" not in body


def test_submitting_the_intake_is_rate_limited(graphql, settings):
    # Given a limit of two intakes an hour per customer
    settings.RATE_LIMITS = {
        **settings.RATE_LIMITS,
        "consultation_intake": {"email": "2/h", "ip": "100/h"},
    }
    _, headers = signed_in_customer()
    bad = {"consent": False}

    # When they submit three times
    bodies = [graphql(SUBMIT, intake_input(SlotFactory(), **bad), **headers) for _ in range(3)]

    # Then the third is refused before anything is looked at
    codes = [body["errors"][0]["extensions"]["code"] for body in bodies]
    assert codes == ["INTAKE_INVALID", "INTAKE_INVALID", "TOO_MANY_REQUESTS"]
