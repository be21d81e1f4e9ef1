from types import SimpleNamespace

import graphene
from django.conf import settings

from commerce.consultations import guarantee, intake, photos, slots

from ..appointments.types import Appointment
from ..core.mutation_fields import mutation_field
from ..core.permissions import signed_in_customer
from .mutations.claim_guarantee import ClaimGuarantee
from .mutations.submit_consultation_intake import SubmitConsultationIntake
from .types import (
    ConsultationIntake,
    ConsultationOverview,
    GuaranteeStanding,
    booking_refusal_of,
)


class ConsultationQueries(graphene.ObjectType):
    consultation_intake = graphene.Field(
        ConsultationIntake,
        required=True,
        description="The intake questionnaire and free consultation slots (signed in).",
    )
    consultation_booking = graphene.Field(
        Appointment,
        id=graphene.Int(required=True, description="The appointment's id."),
        description="One of the signed-in customer's appointments; null for anyone else's.",
    )
    consultation_overview = graphene.Field(
        ConsultationOverview,
        required=True,
        description="The signed-in customer's next consultation and guarantee photos.",
    )
    guarantee_standing = graphene.Field(
        GuaranteeStanding,
        required=True,
        description="Where the signed-in customer stands with the money-back guarantee.",
    )

    @staticmethod
    def resolve_consultation_intake(root, info):
        return ConsultationIntake(
            questions=intake.QUESTIONS,
            slots=slots.free_slots(),
            photo_max_bytes=settings.SCALP_PHOTO_MAX_BYTES,
            booking_refusal=booking_refusal_of(signed_in_customer(info)),
        )

    @staticmethod
    def resolve_consultation_booking(root, info, id):
        return slots.booking_of(signed_in_customer(info), id)

    @staticmethod
    def resolve_consultation_overview(root, info):
        customer = signed_in_customer(info)
        return SimpleNamespace(
            customer=customer,
            upcoming=slots.upcoming_appointment(customer),
            photos=photos.photo_stages(customer, guarantee.journey_start(customer)),
        )

    @staticmethod
    def resolve_guarantee_standing(root, info):
        return guarantee.guarantee_standing(signed_in_customer(info))


class ConsultationMutations(graphene.ObjectType):
    submit_consultation_intake = mutation_field(
        SubmitConsultationIntake, "Saves the intake questionnaire and books a consultation slot."
    )
    claim_guarantee = mutation_field(ClaimGuarantee, "Claims the money-back guarantee.")
