from django.core.management.base import BaseCommand

from commerce.analytics.tasks import purge_events


class Command(BaseCommand):
    help = (
        "Delete analytics events older than ANALYTICS_RETENTION_DAYS and blank raw identity "
        "that will not be forwarded (Celery beat does it every hour)."
    )

    def handle(self, *args, **options):
        self.stdout.write(f"Deleted {purge_events()} events.")
