"""The money-back guarantee (spec §1): eligible at 6 months of the hair journey; claimed between
day 180 and day 250 inclusive with two consultations that have happened and photos at the start,
3 and 6 months; staff approve it and the journey's subscription charges are given back through
the payment gateway, due within 30 days.

The journey starts with the customer's first subscription: the later of its journey_start_date
and the day its first order was placed (see journey_start). Day 0 is that day.
"""

from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

from django.db import IntegrityError, transaction
from django.utils import timezone

from commerce.appointments.models import Appointment
from commerce.core.errors import DomainError
from commerce.ordering.models import OrderPlacement
from commerce.ordering.orders import CARD_SOURCE_CODE
from commerce.ordering.refunds import left_to_refund, locked_sources, record_refund, refund_card
from commerce.payments.gateway import GatewayError
from commerce.subscriptions.models import SubscriptionLog

from . import photos
from .errors import (
    ClaimNotPending,
    GuaranteeClaimExists,
    GuaranteeEvidenceMissing,
    GuaranteeNotOpen,
    NoJourney,
    RefundFailed,
)
from .journey import first_subscription, journey_start
from .models import GuaranteeClaim, GuaranteeRefund, ScalpPhoto

OPENS_ON_DAY = 180
CLOSES_AFTER_DAY = 250
CONSULTATIONS_NEEDED = 2
# Consultations count from a few days before the journey's start (the first one is often booked
# just before the first order) and only when at least this far apart: the start and a check-in,
# not two on consecutive days.
CONSULTATION_GRACE_DAYS = 7
CONSULTATIONS_APART_DAYS = 60
REFUND_WITHIN_DAYS = 30

NO_JOURNEY = "Your guarantee starts with your first subscription order."
PHOTO_NAMES = {
    ScalpPhoto.Stage.START: "Your photo at the start",
    ScalpPhoto.Stage.THREE_MONTHS: "Your photo at 3 months",
    ScalpPhoto.Stage.SIX_MONTHS: "Your photo at 6 months",
}


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
    # Why the guarantee no longer applies (a photo whose window closed without it); None if it does.
    lapsed: str | None = None

    @property
    def can_claim(self) -> bool:
        return self.window_open and not self.missing and self.claim is None

    @property
    def refusal(self) -> DomainError | None:
        """Why a claim made now is refused; None when it may be made."""
        if self.day is None:
            return NoJourney(NO_JOURNEY)
        if self.lapsed:
            return GuaranteeNotOpen(self.lapsed)
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


def consultations_counted(customer, start: date | None, now=None) -> list[Appointment]:
    """The consultations that count for the guarantee, with their doctors (one query): those
    that have happened since the journey's start (less CONSULTATION_GRACE_DAYS), each at least
    CONSULTATIONS_APART_DAYS after the previous one counted."""
    if start is None:
        return []
    now = now or timezone.now()
    since = start - timedelta(days=CONSULTATION_GRACE_DAYS)
    had = (
        Appointment.objects.filter(customer=customer, datetime__lte=now, datetime__date__gte=since)
        .select_related("doctor")
        .order_by("datetime", "id")
    )
    counted: list[Appointment] = []
    for appointment in had:
        if not counted or appointment.datetime - counted[-1].datetime >= timedelta(
            days=CONSULTATIONS_APART_DAYS
        ):
            counted.append(appointment)
    return counted


def guarantee_standing(customer, today: date | None = None) -> Standing:
    """Where the customer stands: their journey day, whether the window is open, what evidence is
    missing, and their live claim (pending or approved) if any."""
    today = today or timezone.localdate()
    start = journey_start(customer)
    had = len(consultations_counted(customer, start))
    stages = photos.photo_stages(customer, start)
    missing = []
    if had < CONSULTATIONS_NEEDED:
        missing.append(
            f"Two consultations with a doctor, {CONSULTATIONS_APART_DAYS} days apart or more "
            f"(you have had {had})"
        )
    missing += [PHOTO_NAMES[stage.stage] for stage in stages if stage.photo is None]
    # The latest claim decides: a pending or approved one blocks any newer claim.
    latest = GuaranteeClaim.objects.filter(customer=customer).order_by("-created_at", "-id").first()
    refused = latest if latest and latest.status == GuaranteeClaim.Status.REFUSED else None
    claim = None if refused else latest
    if start is None:
        return Standing(None, None, False, None, None, had, missing, claim, refused)
    day = (today - start).days
    lapsed = _lapsed(stages, today)
    return Standing(
        journey_start=start,
        day=day,
        window_open=not lapsed and OPENS_ON_DAY <= day <= CLOSES_AFTER_DAY,
        opens_on=start + timedelta(days=OPENS_ON_DAY),
        closes_on=start + timedelta(days=CLOSES_AFTER_DAY),
        consultations=had,
        missing=missing,
        claim=claim,
        refused=refused,
        lapsed=lapsed,
    )


def _lapsed(stages, today: date) -> str | None:
    """Why the guarantee can no longer be claimed: a photo it needs was not added while it could
    be (the start photo closes 30 days into the journey), so no claim window will open."""
    for stage in stages:
        closes_on = stage.window.closes_on
        if stage.photo is None and closes_on is not None and today > closes_on:
            return (
                f"Your guarantee no longer applies: your {photos.STAGE_NAMES[stage.stage]} could "
                f"be added until {photos.long_date(closes_on)}."
            )
    return None


def _evidence(customer, standing: Standing) -> dict:
    appointments = consultations_counted(customer, standing.journey_start)
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
    may have refunded part already) through the gateway.

    Each order is refunded and recorded (on the order and as a GuaranteeRefund) in its own
    transaction, under its own idempotency key: should the gateway refuse one, the orders
    refunded before it stay recorded and the claim stays pending; approving again skips them and
    refunds the rest. The claim is approved, with the sum of its refunds, only when every order
    is done. Approving an approved claim (a second click) returns it unchanged."""
    today = today or timezone.localdate()
    with transaction.atomic():
        claim = _pending(claim_id)
    if claim.status == GuaranteeClaim.Status.APPROVED:
        return claim
    for order in journey_orders(claim.customer):
        _refund_order(claim_id, order, staff)
    with transaction.atomic():
        claim = _pending(claim_id)
        if claim.status == GuaranteeClaim.Status.APPROVED:
            return claim  # a concurrent approval finished first
        claim.status = GuaranteeClaim.Status.APPROVED
        claim.refund_amount = sum((r.amount for r in claim.refunds.all()), Decimal("0.00"))
        claim.refund_due_by = today + timedelta(days=REFUND_WITHIN_DAYS)
        claim.decided_by = staff
        claim.decided_at = timezone.now()
        claim.save()
    return claim


def _pending(claim_id: int) -> GuaranteeClaim:
    """The claim, locked until the transaction ends, pending or approved; a refused claim is
    refused here."""
    claim = GuaranteeClaim.objects.select_for_update().get(pk=claim_id)
    if claim.status == GuaranteeClaim.Status.REFUSED:
        raise ClaimNotPending("This claim was refused; it cannot be approved.")
    return claim


def _refund_order(claim_id: int, order, staff) -> None:
    """Refunds what is left of one order's card charge for the claim and records it, all in one
    transaction; does nothing for an order the claim already refunded. The claim's row lock makes
    a concurrent approval wait here, then skip the order; the order's sources are locked so a
    return refunding at the same time is counted."""
    with transaction.atomic():
        claim = _pending(claim_id)
        if claim.status != GuaranteeClaim.Status.PENDING:
            return
        if GuaranteeRefund.objects.filter(claim=claim, order=order).exists():
            return
        card = locked_sources(order).get(CARD_SOURCE_CODE)
        left = left_to_refund(card)
        if left <= 0:
            return
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
