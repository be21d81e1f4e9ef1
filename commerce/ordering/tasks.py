"""The ordering jobs Celery runs: the confirmation email (registered from emails.py, where
placement finds it) and, every minute, settling placements whose request died."""

from celery import shared_task

from . import placement
from .emails import send_order_confirmation

__all__ = ["send_order_confirmation", "settle_stale_placements"]


@shared_task
def settle_stale_placements() -> dict[str, int]:
    """Run every minute by Celery beat: see placement.settle_stale_placements."""
    return placement.settle_stale_placements()
