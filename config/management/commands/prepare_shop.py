from django.core.management import call_command
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Check the database, migrate, load the demo data: what `make up` needs, in one start."

    requires_system_checks = []

    def handle(self, *args, **options):
        call_command("check_database", stdout=self.stdout)
        call_command("migrate", interactive=False, verbosity=0)
        call_command("load_demo_data", stdout=self.stdout)
