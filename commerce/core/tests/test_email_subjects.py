"""No email the shop sends carries a visitor's words in its subject: a subject is what a mail
client shows before anything else, so a name or text typed into a form (and sent to someone
else's address) must never become one. Every email is sent here, as the shop sends it, with a
hostile name and text in every field a visitor fills in."""

from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from django.core import mail
from django.utils import timezone
from oscar.core.loading import get_model

import cms
import commerce
from commerce.core import emails
from commerce.customers import newsletter, tasks
from commerce.customers.tests.factories import CustomerFactory
from commerce.fulfilment.emails import send_shipment_sent
from commerce.fulfilment.tests.factories import ShipmentFactory
from commerce.loyalty import referrals
from commerce.loyalty.emails import send_referral_credit
from commerce.loyalty.models import Campaign, CampaignOffer, Referral, RewardType
from commerce.loyalty.tests.factories import StoreCreditEntryFactory
from commerce.ordering.emails import send_order_confirmation
from commerce.privacy import services as privacy
from commerce.subscriptions import emails as subscription_emails
from commerce.subscriptions.renewals import renew_due
from commerce.subscriptions.signals import CHANGES
from commerce.subscriptions.tests.factories import plans
from commerce.subscriptions.tests.renewal_factories import subscription

pytestmark = pytest.mark.django_db

ProductAlert = get_model("customer", "ProductAlert")
ShippingAddress = get_model("order", "ShippingAddress")
StockRecord = get_model("partner", "StockRecord")

HOSTILE = "URGENT call 555-0100 evil.example"


def subject_templates() -> set[str]:
    """Every subject template of the shop's own emails: <app>/templates/**/<name>_subject.txt."""
    roots = [Path(commerce.__file__).parent, Path(cms.__file__).parent]
    return {
        str(subject.relative_to(templates))
        for root in roots
        for templates in root.glob("**/templates")
        for subject in templates.glob("**/*_subject.txt")
    }


def test_no_email_subject_carries_what_a_visitor_typed(
    monkeypatch, django_capture_on_commit_callbacks
):
    rendered = set()
    render = emails.render_to_string

    def recording(template, context):
        rendered.add(template)
        return render(template, context)

    monkeypatch.setattr(emails, "render_to_string", recording)

    # Given a customer whose every field is hostile, who subscribed (a shipping address in
    # those words too) and has a friend at another address
    customer = CustomerFactory(first_name=HOSTILE, last_name=HOSTILE, email="victim@example.com")
    started = subscription(plans()[1], customer=customer)
    ShippingAddress.objects.filter(pk=started.order.shipping_address_id).update(
        first_name=HOSTILE, last_name=HOSTILE, line1=HOSTILE, line2=HOSTILE
    )
    referrer = CustomerFactory(email="referrer@example.com")

    # When the shop sends each of its emails
    with django_capture_on_commit_callbacks(execute=True):
        tasks.send_customer_welcome(customer.pk)
        tasks.send_password_reset(customer.pk)
        tasks.send_password_changed(customer.pk)
        newsletter.subscribe("victim@example.com")
        send_order_confirmation(started.order.pk)
        send_shipment_sent(ShipmentFactory(order=started.order).pk)
        subscription_emails.send_payment_failed(started.pk)
        subscription_emails.send_renewal_reminder(started.pk)
        for change in CHANGES:
            subscription_emails.send_subscription_changed(started.pk, change)
        subscription_emails.send_subscription_canceled(started.pk)
        renew_due(date(2026, 2, 28))  # the renewal's receipt
        referral = Referral.objects.create(
            referrer=referrer,
            friend=customer,
            order=started.order,
            credit=StoreCreditEntryFactory(customer=referrer, amount=Decimal("10.00")),
        )
        send_referral_credit(referral.pk)
        gift = Campaign.objects.create(
            segment_name="pay_it_forward",
            title="Pay it forward",
            reward_type=RewardType.PAY_IT_FORWARD,
            friend_discount=Decimal("15.00"),
        )
        referrals.issue_friend_gift(
            CampaignOffer.objects.create(
                campaign=gift,
                customer=customer,
                subscription=started,
                expires_at=timezone.now() + timedelta(days=30),
            ),
            "friend@example.com",
        )
        privacy.submit("correct", "anyone@example.com", name=HOSTILE, details=HOSTILE)
        # Oscar's back-in-stock alert, to a customer with the hostile name
        record = StockRecord.objects.select_related("product").first()
        ProductAlert.objects.create(product=record.product, user=customer)
        record.save()

    # Then every one of the shop's emails was sent
    assert {name for name in rendered if name.endswith("_subject.txt")} == subject_templates()
    subjects = [message.subject for message in mail.outbox]
    assert len(subjects) >= len(subject_templates()) + 1
    # and none of their subjects holds any of the visitor's words
    for word in HOSTILE.split():
        assert [subject for subject in subjects if word in subject] == []
    # (the hostile words do reach the bodies meant for their own author: the test can fail)
    assert any(HOSTILE in message.body for message in mail.outbox)
