import io
from datetime import timedelta
from decimal import Decimal

import factory
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone
from oscar.core.loading import get_model
from PIL import Image

from commerce.appointments.tests.factories import AppointmentFactory, DoctorFactory
from commerce.consultations.models import ConsultationSlot, ScalpPhoto
from commerce.ordering.models import OrderPlacement
from commerce.ordering.orders import CARD_SOURCE_CODE
from commerce.payments.gateway import get_gateway
from commerce.subscriptions.models import Subscription, SubscriptionLog
from commerce.subscriptions.tests.factories import plans
from commerce.subscriptions.tests.renewal_factories import subscription

Basket = get_model("basket", "Basket")
Source = get_model("payment", "Source")
SourceType = get_model("payment", "SourceType")


class SlotFactory(factory.django.DjangoModelFactory):
    """A free slot two days from now."""

    doctor = factory.SubFactory(DoctorFactory)
    starts_at = factory.Sequence(lambda n: timezone.now() + timedelta(days=2, hours=n))

    class Meta:
        model = ConsultationSlot


def image_bytes(kind="JPEG", size=(8, 8)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (180, 120, 90)).save(buffer, kind)
    return buffer.getvalue()


def image_upload(kind="JPEG", name="scalp.jpg") -> SimpleUploadedFile:
    return SimpleUploadedFile(name, image_bytes(kind), content_type="image/jpeg")


def stored_photo(customer, stage) -> ScalpPhoto:
    from commerce.consultations import photos

    return photos.upload_photo(customer, stage, image_upload())


def journey(customer, *, days_ago: int, charges=("79.00",)):
    """A subscription whose journey started `days_ago` days ago, its first order and renewals
    each charged to its card at the sandbox (one per amount in `charges`)."""
    started = subscription(plans()[1], customer=customer)
    gateway = get_gateway()
    start_day = timezone.localdate() - timedelta(days=days_ago)
    Subscription.objects.filter(pk=started.pk).update(journey_start_date=start_day)
    orders = [started.order]
    for _ in charges[1:]:
        renewal = type(started.order).objects.get(pk=started.order.pk)
        renewal.pk = None
        renewal.number = f"{started.order.number}-{len(orders)}"
        renewal.save()
        orders.append(renewal)
        SubscriptionLog.objects.create(
            subscription=started,
            action=SubscriptionLog.Action.RENEWED,
            order=renewal,
            order_number=renewal.number,
        )
    for order, amount in zip(orders, charges, strict=True):
        result = gateway.charge(
            profile_id=started.card.profile_id,
            payment_id=started.card.payment_id,
            amount=Decimal(amount),
            currency="USD",
            idempotency_key=f"test-charge-{order.pk}",
        )
        OrderPlacement.objects.create(
            idempotency_key=f"test-{order.pk}",
            basket=Basket.objects.create(owner=customer, status=Basket.SUBMITTED),
            order=order,
            status=OrderPlacement.Status.PLACED,
            amount=Decimal(amount),
            currency="USD",
            transaction_id=result.transaction_id,
        )
        card_type, _ = SourceType.objects.get_or_create(
            code=CARD_SOURCE_CODE, defaults={"name": "Card"}
        )
        Source.objects.create(
            order=order,
            source_type=card_type,
            currency="USD",
            amount_allocated=Decimal(amount),
            amount_debited=Decimal(amount),
            reference=result.transaction_id,
        )
    return started


def full_evidence(customer):
    """Two consultations that have happened and the photos at the start, 3 and 6 months."""
    now = timezone.now()
    AppointmentFactory(customer=customer, datetime=now - timedelta(days=170))
    AppointmentFactory(
        customer=customer, datetime=now - timedelta(days=80), type="three_month_check_in"
    )
    for stage in ScalpPhoto.Stage.values:
        stored_photo(customer, stage)
