from django.core.management.base import BaseCommand

from config.celery import app
from config.held_tasks import send_held


class Command(BaseCommand):
    help = (
        "Send the background tasks held in the database while the broker was unreachable "
        "(Celery beat does it every minute)."
    )

    def handle(self, *args, **options):
        outcomes = send_held(app)
        self.stdout.write(", ".join(f"{name}: {count}" for name, count in outcomes.items()))
