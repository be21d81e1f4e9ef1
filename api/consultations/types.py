import graphene
from django.utils import timezone

from commerce.consultations import guarantee, slots
from commerce.consultations.slots import FREE_SLOTS_LIMIT

from ..appointments.types import Appointment, DoctorDetails
from ..core.fields import local_time
from ..core.limits import bound_list


class IntakeQuestion(graphene.ObjectType):
    """One question of the consultation questionnaire."""

    key = graphene.String(required=True, description="The answer's key in the submitted answers.")
    prompt = graphene.String(required=True, description="The question as shown.")
    choices = graphene.List(
        graphene.NonNull(graphene.String), required=True, description="The answers to pick from."
    )


class ConsultationSlot(graphene.ObjectType):
    """A free time a doctor can see the customer."""

    id = graphene.Int(required=True, description="The slot's id, to book it.")
    starts_at = graphene.String(
        required=True,
        description="When it starts, ISO 8601 with the shop's offset.",
        resolver=local_time("starts_at"),
    )
    doctor_details = graphene.Field(
        DoctorDetails, required=True, description="The doctor.", source="doctor"
    )


class ConsultationBookingRefusal(graphene.ObjectType):
    """Why the customer cannot book a consultation now; booking would be refused with it."""

    code = graphene.String(
        required=True,
        description="CONSULTATION_ALREADY_BOOKED (one still to come) or "
        "CONSULTATION_NOT_ELIGIBLE (no order or subscription yet).",
    )
    message = graphene.String(required=True, description="What to tell the customer.")


def booking_refusal_of(customer) -> ConsultationBookingRefusal | None:
    refusal = slots.booking_refusal(customer)
    return (
        ConsultationBookingRefusal(code=refusal.code, message=refusal.message) if refusal else None
    )


class ConsultationIntake(graphene.ObjectType):
    """What the intake page needs: its questions, the free slots, and whether the customer may
    book one."""

    questions = graphene.List(
        graphene.NonNull(IntakeQuestion), required=True, description="In the order they are asked."
    )
    slots = graphene.List(
        graphene.NonNull(ConsultationSlot),
        required=True,
        description="Free consultation slots, soonest first, at most 100.",
    )
    photo_max_bytes = graphene.Int(required=True, description="The largest photo accepted.")
    booking_refusal = graphene.Field(
        ConsultationBookingRefusal,
        description="Why submitting the intake would be refused now; null when the customer "
        "may book.",
    )


class SubmitConsultationIntakeOutput(graphene.ObjectType):
    """The intake saved and its consultation booked."""

    appointment = graphene.Field(Appointment, required=True, description="The booked consultation.")


class ScalpPhotoStage(graphene.ObjectType):
    """One of the guarantee's photos: at the start, at 3 months, at 6 months."""

    stage = graphene.String(
        required=True, description='"start", "three_months" or "six_months" (upload with it).'
    )
    label = graphene.String(required=True, description='"Start", "3 months" or "6 months".')
    due_on = graphene.String(
        description='When it is due, "YYYY-MM-DD"; null until the journey has started.'
    )
    is_due = graphene.Boolean(
        required=True, description="Due today or earlier and not uploaded yet."
    )
    can_upload = graphene.Boolean(
        required=True,
        description="Whether a photo for the stage can be uploaded today (and would count).",
    )
    opens_on = graphene.String(
        description='From when it can be uploaded, "YYYY-MM-DD"; null when any time before its '
        "due date (the start photo) or until the journey has started."
    )
    uploaded_at = graphene.String(
        description="When the latest photo that counts was uploaded; null if none."
    )
    photo_url = graphene.String(
        description="The storefront path of the latest photo (only its owner can open it)."
    )

    @staticmethod
    def resolve_due_on(stage, info):
        return stage.due_on.isoformat() if stage.due_on else None

    @staticmethod
    def resolve_is_due(stage, info):
        return stage.is_due(timezone.localdate())

    @staticmethod
    def resolve_can_upload(stage, info):
        return stage.can_upload(timezone.localdate())

    @staticmethod
    def resolve_opens_on(stage, info):
        return stage.opens_on.isoformat() if stage.opens_on else None

    @staticmethod
    def resolve_uploaded_at(stage, info):
        return stage.photo.created_at.isoformat(timespec="seconds") if stage.photo else None

    @staticmethod
    def resolve_photo_url(stage, info):
        return f"/api/scalp-photos/{stage.photo.pk}/" if stage.photo else None


class GuaranteeClaimType(graphene.ObjectType):
    """The customer's guarantee claim."""

    class Meta:
        name = "GuaranteeClaim"

    id = graphene.Int(required=True, description="The claim's id.")
    status = graphene.String(required=True, description='"pending", "approved" or "refused".')
    status_label = graphene.String(required=True, description="The status in words.")
    created_at = graphene.String(
        required=True, description="When it was made, ISO 8601.", resolver=local_time("created_at")
    )
    journey_day = graphene.Int(required=True, description="The journey day it was made on.")
    refund_amount = graphene.String(description="The refunded total, a decimal string.")
    refund_due_by = graphene.String(description='The refund arrives by this day, "YYYY-MM-DD".')
    refusal_reason = graphene.String(
        description="Why staff refused it (refused claims only).", source="staff_note"
    )

    @staticmethod
    def resolve_status_label(claim, info):
        return claim.get_status_display()

    @staticmethod
    def resolve_refund_amount(claim, info):
        return str(claim.refund_amount) if claim.refund_amount is not None else None

    @staticmethod
    def resolve_refund_due_by(claim, info):
        return claim.refund_due_by.isoformat() if claim.refund_due_by else None


class GuaranteeStanding(graphene.ObjectType):
    """Where the customer stands with the money-back guarantee."""

    journey_start = graphene.String(description='"YYYY-MM-DD"; null before any subscription.')
    day = graphene.Int(description="The journey day today (0 on its first day); null if none.")
    opens_on_day = graphene.Int(required=True, description="The first day claims are accepted.")
    closes_after_day = graphene.Int(required=True, description="The last day they are accepted.")
    window_open = graphene.Boolean(
        required=True,
        description="Whether today is in the window and the guarantee still applies.",
    )
    lapsed = graphene.String(
        description="Why the guarantee no longer applies (a photo it needs was missed and can no "
        "longer be added); null while it applies."
    )
    consultations = graphene.Int(required=True, description="Consultations that have happened.")
    missing = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="The evidence a claim still needs, in words.",
    )
    can_claim = graphene.Boolean(required=True, description="Whether a claim would be accepted.")
    refusal = graphene.String(description="Why a claim made now would be refused; null if not.")
    claim = graphene.Field(GuaranteeClaimType, description="The pending or approved claim.")
    refused_claim = graphene.Field(
        GuaranteeClaimType,
        description="The latest claim when staff refused it (a new one may be made); else null.",
        source="refused",
    )

    @staticmethod
    def resolve_journey_start(standing, info):
        return standing.journey_start.isoformat() if standing.journey_start else None

    @staticmethod
    def resolve_opens_on_day(standing, info):
        return guarantee.OPENS_ON_DAY

    @staticmethod
    def resolve_closes_after_day(standing, info):
        return guarantee.CLOSES_AFTER_DAY

    @staticmethod
    def resolve_refusal(standing, info):
        refusal = standing.refusal
        return refusal.message if refusal else None


class ConsultationOverview(graphene.ObjectType):
    """The account's consultation module: the next consultation, the photos and whether the
    customer may book one (resolved from an object with the customer, upcoming and photos)."""

    upcoming = graphene.Field(Appointment, description="The next consultation; null if none.")
    photos = graphene.List(
        graphene.NonNull(ScalpPhotoStage), required=True, description="The three stages in order."
    )
    booking_refusal = graphene.Field(
        ConsultationBookingRefusal,
        description="Why the customer cannot book a consultation now (one still to come, or no "
        "order or subscription yet); null when they may.",
    )

    @staticmethod
    def resolve_booking_refusal(overview, info):
        return booking_refusal_of(overview.customer)


bound_list("ConsultationIntake.slots", FREE_SLOTS_LIMIT)
