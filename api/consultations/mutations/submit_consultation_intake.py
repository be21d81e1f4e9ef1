import graphene

from commerce.consultations import intake

from ...core.permissions import signed_in_customer
from ...core.throttling import enforce_rate
from ..types import SubmitConsultationIntakeOutput


class IntakeAnswerInput(graphene.InputObjectType):
    question = graphene.String(required=True, description="The question's key.")
    answer = graphene.String(required=True, description="One of its choices.")


class SubmitConsultationIntakeInput(graphene.InputObjectType):
    answers = graphene.List(
        graphene.NonNull(IntakeAnswerInput), required=True, description="One per question."
    )
    goals = graphene.String(description="The customer's goals, in their words.")
    consent = graphene.Boolean(
        required=True, description="Agrees to share answers and photos with the doctors."
    )
    slot_id = graphene.Int(required=True, description="The free slot to book.")


class SubmitConsultationIntake(graphene.Mutation):
    """Saves the signed-in customer's questionnaire and books the chosen slot as their initial
    consultation, both or neither. Bad answers or no consent: INTAKE_INVALID; a slot booked
    meanwhile: SLOT_TAKEN; a past or unknown slot: SLOT_NOT_FOUND; a consultation still to come:
    CONSULTATION_ALREADY_BOOKED; no order or subscription yet: CONSULTATION_NOT_ELIGIBLE; too
    many attempts: TOO_MANY_REQUESTS."""

    class Arguments:
        input = SubmitConsultationIntakeInput(required=True)

    Output = graphene.NonNull(SubmitConsultationIntakeOutput)

    @staticmethod
    def mutate(root, info, input):
        customer = signed_in_customer(info)
        enforce_rate(info, "consultation_intake", email=customer.email)
        answers = {item.question: item.answer for item in input.answers}
        submission = intake.submit_intake(
            customer,
            answers=answers,
            goals=input.get("goals") or "",
            consent=input.consent,
            slot_id=input.slot_id,
        )
        return SubmitConsultationIntakeOutput(appointment=submission.appointment)
