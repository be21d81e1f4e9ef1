import io
from datetime import datetime, time, timedelta
from decimal import Decimal

import factory
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone
from oscar.core.loading import get_model
from PIL import Image

from commerce.appointments.tests.factories import AppointmentFactory, DoctorFactory
from commerce.basket.tests.factories import past_order
from commerce.consultations.models import ConsultationSlot, ScalpPhoto
from commerce.customers.tests.factories import CustomerFactory
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


def ordering_customer(**fields):
    """A customer who has placed an order, as free consultations require."""
    customer = CustomerFactory(**fields)
    past_order(customer)
    return customer


def image_bytes(kind="JPEG", size=(8, 8)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (180, 120, 90)).save(buffer, kind)
    return buffer.getvalue()


def image_upload(kind="JPEG", name="scalp.jpg") -> SimpleUploadedFile:
    return SimpleUploadedFile(name, image_bytes(kind), content_type="image/jpeg")


def stored_photo(customer, stage, on=None) -> ScalpPhoto:
    """A photo uploaded today, or on the day `on` (within the stage's window either way)."""
    from commerce.consultations import photos

    photo = photos.upload_photo(customer, stage, image_upload(), today=on)
    if on is not None:
        moment = timezone.make_aware(datetime.combine(on, time(12)))
        ScalpPhoto.objects.filter(pk=photo.pk).update(created_at=moment)
        photo.refresh_from_db()
    return photo


def journey(customer, *, days_ago: int = 0, charges=("79.00",), started_on=None):
    """A subscription whose journey started `days_ago` days ago (its first order placed then),
    its first order and renewals each charged to its card at the sandbox (one per amount in
    `charges`)."""
    started = subscription(plans()[1], customer=customer)
    gateway = get_gateway()
    start_day = started_on or timezone.localdate() - timedelta(days=days_ago)
    Subscription.objects.filter(pk=started.pk).update(journey_start_date=start_day)
    type(started.order).objects.filter(pk=started.order.pk).update(
        date_placed=timezone.make_aware(datetime.combine(start_day, time(12)))
    )
    started.order.refresh_from_db()
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
    """Two consultations that have happened, 90 days apart, and the photos at the start, 3 and 6
    months, each uploaded within its window (those not due yet are left out)."""
    from commerce.consultations.journey import journey_start

    now = timezone.now()
    AppointmentFactory(customer=customer, datetime=now - timedelta(days=170))
    AppointmentFactory(
        customer=customer, datetime=now - timedelta(days=80), type="three_month_check_in"
    )
    start = journey_start(customer)
    today = timezone.localdate()
    for stage, day in [("start", 1), ("three_months", 85), ("six_months", 170)]:
        on = start + timedelta(days=day) if start else today
        if on <= today:
            stored_photo(customer, stage, on=on)
