from datetime import date

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from commerce.subscriptions.renewals import renew_due


class Command(BaseCommand):
    help = (
        "Renew the subscriptions due (charge their stored card once per period, write the "
        "order), retry declined ones whose retry date has come, resume ended pauses and send "
        "renewal reminders. Safe to run again or concurrently."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--as-of", help="Renew what is due on this day (YYYY-MM-DD); default: today."
        )

    def handle(self, *args, as_of=None, **options):
        try:
            day = date.fromisoformat(as_of) if as_of else timezone.localdate()
        except ValueError as error:
            raise CommandError(f"Give --as-of as YYYY-MM-DD, not {as_of!r}.") from error
        outcomes = renew_due(day)
        self.stdout.write(", ".join(f"{name}: {count}" for name, count in outcomes.items()))
