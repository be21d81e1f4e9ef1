import smtplib
from unittest import mock

import pytest
from django.core import mail
from oscar.core.loading import get_model

from commerce.customers import newsletter
from commerce.customers.models import NewsletterSubscriber
from commerce.customers.tests.factories import NewsletterSubscriberFactory

pytestmark = pytest.mark.django_db

Voucher = get_model("voucher", "Voucher")


def test_a_sign_up_that_loses_a_race_for_the_same_address_leaves_nothing_behind(
    django_capture_on_commit_callbacks,
):
    # given a request that checked for the address just before another request saved it
    earlier = NewsletterSubscriberFactory(email="jane@example.com")
    not_found_yet = mock.patch.object(
        NewsletterSubscriber.objects, "filter", return_value=NewsletterSubscriber.objects.none()
    )

    # when it goes on to sign the address up
    with not_found_yet, django_capture_on_commit_callbacks(execute=True):
        sign_up = newsletter.subscribe("jane@example.com")

    # then it answers with the earlier subscriber, and its own voucher and email are undone
    assert sign_up == newsletter.SignUp(earlier, is_new=False)
    assert Voucher.objects.count() == 0
    assert mail.outbox == []


def test_a_mail_server_failure_does_not_undo_or_fail_the_sign_up(
    django_capture_on_commit_callbacks, caplog
):
    # given a mail server that refuses every message
    refused = mock.patch(
        "django.core.mail.EmailMultiAlternatives.send",
        side_effect=smtplib.SMTPServerDisconnected("down"),
    )

    # when an address signs up
    with refused, django_capture_on_commit_callbacks(execute=True):
        sign_up = newsletter.subscribe("jane@example.com")

    # then the sign-up and its voucher stand, and the failure is logged for the shop
    assert sign_up.is_new
    assert Voucher.objects.filter(code=sign_up.subscriber.discount_code).exists()
    assert "SMTPServerDisconnected" in caplog.text
