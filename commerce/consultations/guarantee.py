"""The money-back guarantee (spec §1): eligible at 6 months of the hair journey; claimed between
day 180 and day 250 inclusive with two consultations that have happened and photos at the start,
3 and 6 months; staff approve it and the journey's subscription charges are given back through
the payment gateway, due within 30 days.

The journey starts with the customer's first subscription: its journey_start_date (set when the
order is placed, editable by the customer), else the day its order was placed. Day 0 is that day.
"""

from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

from django.db import IntegrityError, transaction
from django.utils import timezone

from commerce.appointments.models import Appointment
from commerce.core.errors import DomainError
from commerce.ordering.models import OrderPlacement
from commerce.orders.refunds import card_source, left_to_refund, record_refund, refund_card
from commerce.payments.gateway import GatewayError
from commerce.subscriptions.models import Subscription, SubscriptionLog

from . import photos
from .errors import (
    GuaranteeClaimExists,
    GuaranteeEvidenceMissing,
    GuaranteeNotOpen,
    NoJourney,
)
from .models import GuaranteeClaim, GuaranteeRefund, ScalpPhoto

OPENS_ON_DAY = 180
CLOSES_AFTER_DAY = 250
CONSULTATIONS_NEEDED = 2
REFUND_WITHIN_DAYS = 30

NO_JOURNEY = "Your guarantee starts with your first subscription order."
PHOTO_NAMES = {
    ScalpPhoto.Stage.START: "Your photo at the start",
    ScalpPhoto.Stage.THREE_MONTHS: "Your photo at 3 months",
    ScalpPhoto.Stage.SIX_MONTHS: "Your photo at 6 months",
}


class ClaimNotPending(DomainError):
    code = "GUARANTEE_CLAIM_DECIDED"


class RefundFailed(DomainError):
    code = "GUARANTEE_REFUND_FAILED"


def first_subscription(customer) -> Subscription | None:
    return (
        Subscription.objects.filter(customer=customer)
        .select_related("order")
        .order_by("created_at", "id")
        .first()
    )


def journey_start(customer) -> date | None:
    subscription = first_subscription(customer)
    if subscription is None:
        return None
    return subscription.journey_start_date or timezone.localdate(subscription.order.date_placed)


@dataclass
class Standing:
    journey_start: date | None
    day: int | None
    window_open: bool
    opens_on: date | None
    closes_on: date | None
    consultations: int
    missing: list[str] = field(default_factory=list)
    claim: GuaranteeClaim | None = None  # pending or approved
    refused: GuaranteeClaim | None = None  # the latest claim, when staff refused it

    @property
    def can_claim(self) -> bool:
        return self.window_open and not self.missing and self.claim is None

    @property
    def refusal(self) -> DomainError | None:
        """Why a claim made now is refused; None when it may be made."""
        if self.day is None:
            return NoJourney(NO_JOURNEY)
        if self.day < OPENS_ON_DAY:
            return GuaranteeNotOpen(
                f"Claims open on day {OPENS_ON_DAY} of your journey; you are on day {self.day}."
            )
        if self.day > CLOSES_AFTER_DAY:
            return GuaranteeNotOpen(
                f"Claims closed after day {CLOSES_AFTER_DAY} of your journey; "
                f"you are on day {self.day}."
            )
        if self.missing:
            return GuaranteeEvidenceMissing(
                "Your claim needs: "
                + "; ".join(item[0].lower() + item[1:] for item in self.missing)
                + "."
            )
        return None


def _consultations_had(customer, now) -> int:
    return Appointment.objects.filter(customer=customer, datetime__lte=now).count()


def guarantee_standing(customer, today: date | None = None) -> Standing:
    """Where the customer stands: their journey day, whether the window is open, what evidence is
    missing, and their live claim (pending or approved) if any."""
    today = today or timezone.localdate()
    start = journey_start(customer)
    had = _consultations_had(customer, timezone.now())
    stages = photos.photo_stages(customer, start)
    missing = []
    if had < CONSULTATIONS_NEEDED:
        missing.append(f"Two consultations with a doctor (you have had {had})")
    missing += [PHOTO_NAMES[stage.stage] for stage in stages if stage.photo is None]
    # The latest claim decides: a pending or approved one blocks any newer claim.
    latest = GuaranteeClaim.objects.filter(customer=customer).order_by("-created_at", "-id").first()
    refused = latest if latest and latest.status == GuaranteeClaim.Status.REFUSED else None
    claim = None if refused else latest
    if start is None:
        return Standing(None, None, False, None, None, had, missing, claim, refused)
    day = (today - start).days
    return Standing(
        journey_start=start,
        day=day,
        window_open=OPENS_ON_DAY <= day <= CLOSES_AFTER_DAY,
        opens_on=start + timedelta(days=OPENS_ON_DAY),
        closes_on=start + timedelta(days=CLOSES_AFTER_DAY),
        consultations=had,
        missing=missing,
        claim=claim,
        refused=refused,
    )


def _evidence(customer, standing: Standing) -> dict:
    appointments = Appointment.objects.filter(
        customer=customer, datetime__lte=timezone.now()
    ).select_related("doctor")
    return {
        "journey_start": standing.journey_start.isoformat(),
        "journey_day": standing.day,
        "consultations": [
            {
                "id": appointment.pk,
                "type": appointment.get_type_display(),
                "datetime": appointment.datetime.isoformat(),
                "when": f"{timezone.localtime(appointment.datetime):%Y-%m-%d %H:%M %Z}",
                "doctor": appointment.doctor.name if appointment.doctor else "",
            }
            for appointment in appointments
        ],
        "photos": {
            stage.stage: stage.photo.pk
            for stage in photos.photo_stages(customer, standing.journey_start)
            if stage.photo
        },
    }


def claim(customer, today: date | None = None) -> GuaranteeClaim:
    """Makes the customer's claim with a snapshot of its evidence, or refuses it with the reason.
    A second claim while one is pending or approved returns that one: nothing is claimed twice."""
    standing = guarantee_standing(customer, today)
    if standing.claim is not None:
        return standing.claim
    refusal = standing.refusal
    if refusal is not None:
        raise refusal
    try:
        with transaction.atomic():
            return GuaranteeClaim.objects.create(
                customer=customer,
                journey_start=standing.journey_start,
                journey_day=standing.day,
                evidence=_evidence(customer, standing),
            )
    except IntegrityError:
        existing = GuaranteeClaim.objects.filter(
            customer=customer,
            status__in=[GuaranteeClaim.Status.PENDING, GuaranteeClaim.Status.APPROVED],
        ).first()
        if existing is None:
            raise GuaranteeClaimExists("Your claim is already being reviewed.") from None
        return existing


def journey_orders(customer) -> list:
    """The journey's subscription orders paid by card (the first order and renewals), with their
    payment sources."""
    subscription = first_subscription(customer)
    if subscription is None:
        return []
    orders = SubscriptionLog.objects.filter(subscription=subscription, order__isnull=False).values(
        "order_id"
    )
    placements = (
        OrderPlacement.objects.filter(order_id__in=orders, status=OrderPlacement.Status.PLACED)
        .exclude(transaction_id="")
        .select_related("order")
        .prefetch_related("order__sources__source_type")
        .order_by("id")
    )
    return [placement.order for placement in placements]


def approve(claim_id: int, staff, today: date | None = None) -> GuaranteeClaim:
    """Approves a pending claim and refunds what is left of the journey's card charges (a return
    may have refunded part already) through the gateway, each under its own idempotency key, and
    writes each refund on its order; approving again (a second click) returns it unchanged."""
    today = today or timezone.localdate()
    with transaction.atomic():
        claim = GuaranteeClaim.objects.select_for_update().get(pk=claim_id)
        if claim.status == GuaranteeClaim.Status.APPROVED:
            return claim
        if claim.status != GuaranteeClaim.Status.PENDING:
            raise ClaimNotPending("This claim was refused; it cannot be approved.")
        total = Decimal("0.00")
        for order in journey_orders(claim.customer):
            card = card_source(order)
            left = left_to_refund(card)
            if left <= 0:
                continue
            try:
                reference = refund_card(card, left, f"guarantee-{claim.pk}-order-{order.pk}")
            except GatewayError as error:
                raise RefundFailed(
                    f"The gateway refused the refund of order {order.number}: {error}"
                ) from error
            record_refund(
                order,
                left,
                reference,
                note=f"Money-back guarantee claim {claim.pk} refunded {left} {order.currency}.",
                by=staff,
            )
            GuaranteeRefund.objects.create(
                claim=claim,
                order=order,
                charge_transaction_id=card.reference,
                refund_transaction_id=reference,
                amount=left,
                currency=order.currency,
            )
            total += left
        claim.status = GuaranteeClaim.Status.APPROVED
        claim.refund_amount = total
        claim.refund_due_by = today + timedelta(days=REFUND_WITHIN_DAYS)
        claim.decided_by = staff
        claim.decided_at = timezone.now()
        claim.save()
    return claim


def refuse(claim_id: int, staff, note: str) -> GuaranteeClaim:
    """Refuses a pending claim with staff's reason; refusing again changes nothing."""
    note = (note or "").strip()
    if not note:
        raise ClaimNotPending("Say why the claim is refused: the customer reads it.")
    with transaction.atomic():
        claim = GuaranteeClaim.objects.select_for_update().get(pk=claim_id)
        if claim.status == GuaranteeClaim.Status.REFUSED:
            return claim
        if claim.status != GuaranteeClaim.Status.PENDING:
            raise ClaimNotPending("This claim was approved and refunded; it cannot be refused.")
        claim.status = GuaranteeClaim.Status.REFUSED
        claim.staff_note = note
        claim.decided_by = staff
        claim.decided_at = timezone.now()
        claim.save()
    return claim
