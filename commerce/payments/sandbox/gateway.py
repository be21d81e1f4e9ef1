"""The sandbox gateway: stores and charges cards the way a hosted gateway would, on this machine.

It answers like a real one: verifying a card when it is stored (4000 0000 0000 0002 declines),
charging with an idempotency key (a repeated key replays the first charge) and declining
4000 0000 0000 9995 for insufficient funds.
"""

import secrets
from decimal import Decimal

from django.db import IntegrityError, transaction

from ..cards import card_summary, has_expired
from ..gateway import (
    CENT,
    CardDeclined,
    CardExpired,
    CardHolder,
    ChargeResult,
    GatewayError,
    IdempotencyKeyReused,
    NonceInvalid,
    PaymentProfileNotFound,
    RefundResult,
    StoredPaymentProfile,
    check_amount,
    check_charge_request,
)
from . import nonces
from .models import Charge, CustomerProfile, Outcome, PaymentProfile, Refund

TOKENIZE_URL = "/sandbox-gateway/tokens/"
DECLINES = {
    Outcome.DECLINE: ("card_declined", "Your card was declined. Please use a different card."),
    Outcome.INSUFFICIENT_FUNDS: (
        "insufficient_funds",
        "Your card has insufficient funds. Please use a different card.",
    ),
}


def _new_id() -> str:
    """A ten-digit id, the shape of a hosted gateway's profile and transaction ids."""
    return str(10**9 + secrets.randbelow(9 * 10**9))


class SandboxGateway:
    method = "authnetcim"
    sandbox = True
    tokenize_url = TOKENIZE_URL

    def store_card(
        self, *, holder: CardHolder, nonce: str, billing_address: dict
    ) -> StoredPaymentProfile:
        # The nonce is spent whatever the verification says, as at a hosted gateway.
        card = nonces.redeem(nonce)
        if card is None:
            raise NonceInvalid("The nonce is unknown, used or expired.")
        if has_expired(card.exp_month, card.exp_year):
            raise CardExpired("The card has expired.")
        if card.outcome == Outcome.DECLINE:
            raise CardDeclined(DECLINES[Outcome.DECLINE][1])
        with transaction.atomic():
            customer_profile, _ = CustomerProfile.objects.get_or_create(
                merchant_customer_id=holder.reference,
                defaults={"profile_id": _new_id(), "email": holder.email},
            )
            payment = PaymentProfile.objects.create(
                customer_profile=customer_profile,
                payment_id=_new_id(),
                **card_summary(card),
                outcome=card.outcome,
                billing_address=billing_address,
            )
        return StoredPaymentProfile(
            profile_id=customer_profile.profile_id,
            payment_id=payment.payment_id,
            **card_summary(payment),
        )

    def update_card(
        self,
        *,
        profile_id: str,
        payment_id: str,
        exp_month: int,
        exp_year: int,
        billing_address: dict,
    ) -> None:
        updated = self._payment_profiles(profile_id, payment_id).update(
            exp_month=exp_month, exp_year=exp_year, billing_address=billing_address
        )
        if not updated:
            raise PaymentProfileNotFound("The gateway holds no such card.")

    def delete_card(self, *, profile_id: str, payment_id: str) -> None:
        self._payment_profiles(profile_id, payment_id).delete()

    def charge(
        self,
        *,
        profile_id: str,
        payment_id: str,
        amount: Decimal,
        currency: str,
        idempotency_key: str,
    ) -> ChargeResult:
        check_charge_request(amount, currency, idempotency_key)
        request = {
            "profile_id": profile_id,
            "payment_id": payment_id,
            "amount": amount.quantize(CENT),
            "currency": currency.upper(),
        }
        earlier = Charge.objects.filter(idempotency_key=idempotency_key).first()
        if earlier is not None:
            return _replay(earlier, request)
        card = self._payment_profiles(profile_id, payment_id).first()
        if card is None:
            raise PaymentProfileNotFound("The gateway holds no such card.")
        try:
            # The insert is the charge: the unique key lets exactly one of two concurrent
            # requests through, and the other replays the winner's result.
            with transaction.atomic():
                charge = Charge.objects.create(
                    idempotency_key=idempotency_key,
                    transaction_id=_new_id(),
                    outcome=card.outcome,
                    **request,
                )
        except IntegrityError:
            charge = Charge.objects.get(idempotency_key=idempotency_key)
        return _replay(charge, request)

    def refund(
        self, *, transaction_id: str, idempotency_key: str, amount: Decimal | None = None
    ) -> RefundResult:
        if not (isinstance(idempotency_key, str) and 0 < len(idempotency_key) <= 255):
            raise ValueError("Every refund needs an idempotency key of at most 255 characters.")
        if amount is not None:
            check_amount(amount)
        with transaction.atomic():
            # Locked: two refunds of one charge at once cannot both take what is left of it.
            charge = (
                Charge.objects.select_for_update()
                .filter(transaction_id=transaction_id, outcome=Outcome.APPROVE)
                .first()
            )
            if charge is None:
                raise GatewayError("The gateway holds no approved charge with that id.")
            refund = Refund.objects.filter(idempotency_key=idempotency_key).first()
            if refund is not None:
                if refund.charge_id != charge.pk or amount not in (None, refund.amount):
                    raise IdempotencyKeyReused("That idempotency key was used for another refund.")
            else:
                refunded = sum((r.amount for r in charge.refunds.all()), Decimal("0.00"))
                left = charge.amount - refunded
                if left <= 0:
                    raise IdempotencyKeyReused("That charge was already refunded in full.")
                if amount is not None and amount > left:
                    raise GatewayError(f"Only {left} {charge.currency} of that charge is left.")
                refund = Refund.objects.create(
                    charge=charge,
                    idempotency_key=idempotency_key,
                    transaction_id=_new_id(),
                    amount=left if amount is None else amount,
                )
        return RefundResult(
            transaction_id=refund.transaction_id,
            charge_transaction_id=charge.transaction_id,
            amount=refund.amount,
            currency=charge.currency,
        )

    @staticmethod
    def _payment_profiles(profile_id: str, payment_id: str):
        return PaymentProfile.objects.filter(
            payment_id=payment_id, customer_profile__profile_id=profile_id
        )


def _replay(charge: Charge, request: dict) -> ChargeResult:
    recorded = {
        "profile_id": charge.profile_id,
        "payment_id": charge.payment_id,
        "amount": charge.amount,
        "currency": charge.currency,
    }
    if recorded != request:
        raise IdempotencyKeyReused("That idempotency key was used for a different charge.")
    decline_code, message = DECLINES.get(charge.outcome, ("", ""))
    return ChargeResult(
        approved=charge.outcome == Outcome.APPROVE,
        transaction_id=charge.transaction_id,
        amount=charge.amount,
        currency=charge.currency,
        decline_code=decline_code,
        message=message,
    )
