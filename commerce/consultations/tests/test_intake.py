from datetime import datetime, timedelta

import pytest
from django.utils import timezone

from commerce.appointments.models import Appointment
from commerce.basket.tests.factories import past_order, signed_in_customer
from commerce.consultations import slots
from commerce.consultations.models import IntakeSubmission
from commerce.subscriptions.tests.factories import plans
from commerce.subscriptions.tests.renewal_factories import subscription

from .factories import SlotFactory, ordering_customer

pytestmark = pytest.mark.django_db

INTAKE = """{ consultation_intake { photo_max_bytes questions { key prompt choices }
  slots { id starts_at doctor_details { name } } booking_refusal { code message } } }"""
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


NOT_ELIGIBLE = (
    "Free consultations come with your Rootwell order or subscription. "
    "Place your first order, then book your consultation here."
)


def booking_customer(**fields):
    """A signed-in customer who has placed an order (free consultations are theirs to book)."""
    customer, headers = signed_in_customer(**fields)
    past_order(customer)
    return customer, headers


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
    slots.book(ordering_customer(email="first@example.com"), taken.pk)

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

    # The customer's token; whether they may book (a consultation to come, an order or a
    # subscription); the slots with their doctors.
    with django_assert_num_queries(4):
        body = graphql(INTAKE, **headers)

    assert len(body["data"]["consultation_intake"]["slots"]) == 5


def test_submitting_the_intake_books_the_slot_and_shows_the_booking(graphql):
    customer, headers = booking_customer()
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
    owner, owner_headers = booking_customer()
    slot = SlotFactory()
    booked = graphql(SUBMIT, intake_input(slot), **owner_headers)
    appointment_id = booked["data"]["submitConsultationIntake"]["appointment"]["id"]
    _, other_headers = booking_customer(email="other@example.com")

    body = graphql(BOOKING, {"id": appointment_id}, **other_headers)

    assert body["data"]["consultation_booking"] is None


def test_a_taken_slot_is_refused_to_the_second_customer_and_nothing_of_theirs_is_stored(graphql):
    slot = SlotFactory()
    _, first = booking_customer(email="first@example.com")
    second_customer, second = booking_customer(email="second@example.com")
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
    rival = ordering_customer(email="rival@example.com")
    customer = ordering_customer(email="late@example.com")
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
    _, headers = booking_customer()
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
    _, headers = booking_customer()
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
    customer, headers = booking_customer()
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
    customer, headers = booking_customer()
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
    _, headers = booking_customer()
    bad = {"consent": False}

    # When they submit three times
    bodies = [graphql(SUBMIT, intake_input(SlotFactory(), **bad), **headers) for _ in range(3)]

    # Then the third is refused before anything is looked at
    codes = [body["errors"][0]["extensions"]["code"] for body in bodies]
    assert codes == ["INTAKE_INVALID", "INTAKE_INVALID", "TOO_MANY_REQUESTS"]


def test_a_new_account_without_an_order_cannot_book_and_is_told_why(graphql):
    # Given a new account with no order or subscription, and a free slot
    customer, headers = signed_in_customer()
    slot = SlotFactory()

    # Then the intake page and the account's consultation module are told booking would be refused
    intake = graphql(INTAKE, **headers)["data"]["consultation_intake"]
    overview = graphql("{ consultation_overview { booking_refusal { code message } } }", **headers)[
        "data"
    ]["consultation_overview"]
    refused = {"code": "CONSULTATION_NOT_ELIGIBLE", "message": NOT_ELIGIBLE}
    assert intake["booking_refusal"] == overview["booking_refusal"] == refused

    # and submitting the intake is refused, storing nothing and leaving the slot free
    body = graphql(SUBMIT, intake_input(slot), **headers)
    [error] = body["errors"]
    assert (error["message"], error["extensions"]["code"]) == (
        NOT_ELIGIBLE,
        "CONSULTATION_NOT_ELIGIBLE",
    )
    assert not IntakeSubmission.objects.exists() and not Appointment.objects.exists()
    slot.refresh_from_db()
    assert slot.appointment_id is None


def test_a_canceled_order_does_not_make_a_customer_eligible(graphql):
    customer, headers = signed_in_customer()
    order = past_order(customer)
    type(order).objects.filter(pk=order.pk).update(status="Canceled")

    body = graphql(SUBMIT, intake_input(SlotFactory()), **headers)

    assert body["errors"][0]["extensions"]["code"] == "CONSULTATION_NOT_ELIGIBLE"


def test_a_subscriber_may_book(graphql):
    customer, headers = signed_in_customer()
    subscription(plans()[1], customer=customer)

    assert graphql(INTAKE, **headers)["data"]["consultation_intake"]["booking_refusal"] is None
    body = graphql(SUBMIT, intake_input(SlotFactory()), **headers)

    assert body["data"]["submitConsultationIntake"]["appointment"]["type"] == (
        "Initial consultation"
    )


def test_the_intake_page_is_told_of_a_consultation_still_to_come(graphql):
    customer, headers = booking_customer()
    graphql(
        SUBMIT,
        intake_input(SlotFactory(starts_at=timezone.make_aware(datetime(2027, 3, 2, 9, 0)))),
        **headers,
    )

    intake = graphql(INTAKE, **headers)["data"]["consultation_intake"]

    assert intake["booking_refusal"] == {
        "code": "CONSULTATION_ALREADY_BOOKED",
        "message": "You already have a consultation booked for "
        "Tuesday, March 2, 2027 at 9:00 AM EST.",
    }
