from django.core.management.base import BaseCommand

from commerce.subscriptions.lifecycle import end_pauses


class Command(BaseCommand):
    help = (
        "Make paused subscriptions whose pause has ended active again (run daily, before "
        "renewals), so they renew on the day their pause ended."
    )

    def handle(self, *args, **options):
        self.stdout.write(f"Pauses ended: {end_pauses()}")
