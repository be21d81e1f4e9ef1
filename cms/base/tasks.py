from celery import shared_task
from django.core.management import call_command

from .revalidation import send_revalidation


@shared_task(bind=True, max_retries=5)
def revalidate_storefront(self, paths: list[str], tags: list[str] | None = None) -> bool:
    accepted = send_revalidation(paths, tags)
    # A worker retries with back-off; run eagerly (no broker), the page's own cache lifetime
    # covers a storefront that was down, and the editor's publish must not fail for it.
    if not accepted and not self.request.is_eager:
        raise self.retry(countdown=2**self.request.retries * 5)
    return accepted


@shared_task
def publish_scheduled_pages() -> None:
    """Publish and expire what editors scheduled; the signals then refresh the storefront."""
    call_command("publish_scheduled")
