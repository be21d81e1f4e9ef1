"""Consultation slots: the free ones customers choose from, and booking one exactly once."""

from datetime import timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Exists, OuterRef
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.appointments.models import Appointment
from commerce.core.errors import DomainError
from commerce.ordering.receivers import CANCELED
from commerce.subscriptions.models import Subscription

from .errors import ConsultationAlreadyBooked, ConsultationNotEligible, SlotNotFound, SlotTaken
from .models import ConsultationSlot

Order = get_model("order", "Order")

FREE_SLOTS_LIMIT = 100
SLOT_TAKEN = "Sorry, someone has just booked that time. Please choose another."
SLOT_GONE = "That consultation time is no longer available. Please choose another."
NOT_ELIGIBLE = (
    "Free consultations come with your Rootwell order or subscription. "
    "Place your first order, then book your consultation here."
)


def upcoming_appointment(customer, now=None) -> Appointment | None:
    """The customer's next consultation that has not happened yet, with its doctor; None."""
    return (
        Appointment.objects.filter(customer=customer, datetime__gte=now or timezone.now())
        .select_related("doctor")
        .order_by("datetime", "id")
        .first()
    )


def when(moment) -> str:
    """A consultation's time as customers read it, in the shop's time zone, as the booking page
    shows it: "Tuesday, March 3, 2027 at 9:00 AM EST"."""
    local = timezone.localtime(moment)
    hour = local.strftime("%I").lstrip("0")
    return f"{local:%A}, {local:%B} {local.day}, {local.year} at {hour}:{local:%M %p} {local:%Z}"


def free_slots(now=None) -> list[ConsultationSlot]:
    """Free slots from now to CONSULTATION_SLOTS_DAYS_AHEAD, soonest first, with their doctors."""
    now = now or timezone.now()
    until = now + timedelta(days=settings.CONSULTATION_SLOTS_DAYS_AHEAD)
    return list(
        ConsultationSlot.objects.filter(
            appointment__isnull=True, starts_at__gt=now, starts_at__lte=until
        )
        .select_related("doctor")
        .order_by("starts_at", "doctor__name", "id")[:FREE_SLOTS_LIMIT]
    )


def is_eligible(customer) -> bool:
    """Whether the customer may have free consultations: they placed an order that was not
    canceled, or have a subscription. One query."""
    orders = Order.objects.filter(user=OuterRef("pk")).exclude(status=CANCELED)
    subscriptions = Subscription.objects.filter(customer=OuterRef("pk"))
    return (
        get_user_model()
        .objects.filter(pk=customer.pk)
        .filter(Exists(orders) | Exists(subscriptions))
        .exists()
    )


def booking_refusal(customer) -> DomainError | None:
    """Why the customer cannot book a free consultation now, or None: they have one still to
    come (one at a time, so no one can take every slot), or no order or subscription (free
    consultations are part of what customers buy, so a new account cannot book them)."""
    booked = upcoming_appointment(customer)
    if booked is not None:
        return ConsultationAlreadyBooked(
            f"You already have a consultation booked for {when(booked.datetime)}."
        )
    if not is_eligible(customer):
        return ConsultationNotEligible(NOT_ELIGIBLE)
    return None


def book(customer, slot_id, type=Appointment.Type.INITIAL_CONSULTATION) -> Appointment:
    """Books the slot for the customer: its appointment. Refused, booking nothing, for a
    customer booking_refusal refuses. Two customers racing for one slot: the conditional update
    lets exactly one through; the other gets SLOT_TAKEN."""
    with transaction.atomic():
        # One booking at a time per customer: two at once wait here, and the second sees the first.
        get_user_model().objects.select_for_update().filter(pk=customer.pk).exists()
        refusal = booking_refusal(customer)
        if refusal is not None:
            raise refusal
        slot = (
            ConsultationSlot.objects.select_related("doctor")
            .filter(pk=slot_id, starts_at__gt=timezone.now())
            .first()
        )
        if slot is None:
            raise SlotNotFound(SLOT_GONE)
        if slot.appointment_id:
            raise SlotTaken(SLOT_TAKEN)
        appointment = Appointment.objects.create(
            customer=customer, doctor=slot.doctor, datetime=slot.starts_at, type=type
        )
        # Claims the slot only while it is still free: on every database, one update wins.
        claimed = ConsultationSlot.objects.filter(pk=slot.pk, appointment__isnull=True).update(
            appointment=appointment
        )
        if not claimed:
            raise SlotTaken(SLOT_TAKEN)  # leaving the block undoes the appointment
    return appointment


def booking_of(customer, appointment_id) -> Appointment | None:
    """One of the customer's own appointments, with its doctor; None for anyone else's."""
    return (
        Appointment.objects.select_related("doctor")
        .filter(pk=appointment_id, customer=customer)
        .first()
    )
