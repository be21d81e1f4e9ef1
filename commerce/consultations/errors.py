"""The consultations' refusals, each with a stable code (commerce.core.errors.DomainError)."""

from commerce.core.errors import DomainError


class IntakeInvalid(DomainError):
    code = "INTAKE_INVALID"


class PhotoRefused(DomainError):
    code = "PHOTO_REFUSED"


class SlotTaken(DomainError):
    code = "SLOT_TAKEN"


class SlotNotFound(DomainError):
    code = "SLOT_NOT_FOUND"


class GuaranteeNotOpen(DomainError):
    code = "GUARANTEE_WINDOW_CLOSED"


class GuaranteeEvidenceMissing(DomainError):
    code = "GUARANTEE_EVIDENCE_MISSING"


class GuaranteeClaimExists(DomainError):
    code = "GUARANTEE_CLAIM_EXISTS"


class NoJourney(DomainError):
    code = "GUARANTEE_NO_JOURNEY"


class ClaimNotPending(DomainError):
    code = "GUARANTEE_CLAIM_DECIDED"


class RefundFailed(DomainError):
    code = "GUARANTEE_REFUND_FAILED"


class ConsultationAlreadyBooked(DomainError):
    code = "CONSULTATION_ALREADY_BOOKED"


class ConsultationNotEligible(DomainError):
    """Free consultations come with an order or a subscription; the customer has neither."""

    code = "CONSULTATION_NOT_ELIGIBLE"
