from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from config.database import database_problem


class Command(BaseCommand):
    help = "Check that the configured database answers; fail with one clear line if it does not."

    def handle(self, *args, **options):
        problem = database_problem()
        engine = settings.DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]
        name = settings.DATABASES["default"]["NAME"]
        if problem:
            raise CommandError(
                f"The database ({engine}: {name}) is unreachable: {problem}. "
                "Check DATABASE_URL, or unset it to use the embedded SQLite file."
            )
        self.stdout.write(f"Database ok ({engine}: {name}).")
