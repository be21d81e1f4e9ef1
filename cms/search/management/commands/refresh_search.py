from django.core.management.base import BaseCommand

from cms.search.tasks import refresh_search


class Command(BaseCommand):
    help = "Rebuilds the product search entries (with popularity) and the query suggestions."

    def handle(self, *args, **options):
        refresh_search()
        self.stdout.write("Search entries and suggestions refreshed.")
