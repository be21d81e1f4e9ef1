from django.core.management.base import BaseCommand

from commerce.ordering.placement import settle_stale_placements


class Command(BaseCommand):
    help = (
        "Settle order placements left pending past ORDER_PLACEMENT_RESUME_AFTER_SECONDS: "
        "replay their charge, then write the order or reopen the cart."
    )

    def handle(self, *args, **options):
        outcomes = settle_stale_placements()
        self.stdout.write(", ".join(f"{name}: {count}" for name, count in outcomes.items()))
