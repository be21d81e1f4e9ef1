from django.utils import timezone

from .models import Appointment

UPCOMING_LIMIT = 20


def upcoming_appointments(customer) -> list[Appointment]:
    """The customer's appointments from now on, soonest first, with their doctors: one query."""
    return list(
        Appointment.objects.filter(customer=customer, datetime__gte=timezone.now())
        .select_related("doctor")
        .order_by("datetime", "id")[:UPCOMING_LIMIT]
    )
