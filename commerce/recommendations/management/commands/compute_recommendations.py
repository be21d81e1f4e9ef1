from django.core.management.base import BaseCommand

from commerce.recommendations.compute import compute_recommendations


class Command(BaseCommand):
    help = (
        "Recompute the stored product recommendations (bought together, related, looking "
        "similar, trending items and facets) from order lines, replacing the previous set in one "
        "transaction. Safe to run again: the same orders give the same rows."
    )

    def handle(self, *args, **options):
        counts = compute_recommendations()
        for model, count in sorted(counts.items()):
            self.stdout.write(f"{model}: {count}")
        self.stdout.write(f"total: {sum(counts.values())}")
