from django.core.management.base import BaseCommand

from commerce.loyalty.eligibility import offer_due_campaigns


class Command(BaseCommand):
    help = (
        "Offer every campaign running now to the active subscriptions that match its rules and "
        "have not been offered it yet. Safe to run again or concurrently: a campaign is offered "
        "once per subscription."
    )

    def handle(self, *args, **options):
        self.stdout.write(f"offered: {offer_due_campaigns()}")
