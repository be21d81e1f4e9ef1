"""The recommendations job Celery runs hourly (see CELERY_BEAT_SCHEDULE)."""

from celery import shared_task

from . import compute


@shared_task
def compute_recommendations() -> dict[str, int]:
    """What `compute.compute_recommendations` does: rows stored per model."""
    return compute.compute_recommendations()
