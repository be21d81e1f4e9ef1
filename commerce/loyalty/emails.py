"""The referral programme's emails, sent by a Celery worker once their transaction commits."""

from django.conf import settings

from commerce.core.emails import send_templated_email
from commerce.customers.tasks import email_task

from .models import CampaignOffer, Referral

CART_LINK_PATH = "/dpa/add/tocart/"
ACCOUNT_PATH = "/account/"
REFERRAL_PAGE_PATH = "/refer-a-friend/"


@email_task
def send_referral_credit(referral_id: int) -> None:
    """Tells a referrer that a friend's first order earned them store credit."""
    referral = Referral.objects.select_related("referrer", "friend", "credit").get(pk=referral_id)
    context = {
        "customer": referral.referrer,
        "friend_name": referral.friend.first_name.strip() or "A friend",
        "credit": referral.credit.amount if referral.credit else None,
        "account_url": f"{settings.FRONTEND_URL}{ACCOUNT_PATH}",
        "referral_url": f"{settings.FRONTEND_URL}{REFERRAL_PAGE_PATH}",
    }
    send_templated_email("loyalty/emails/referral_credit", context, referral.referrer.email)


@email_task
def send_friend_gift(offer_id: int) -> None:
    """Sends a pay-it-forward code to the friend the subscriber named."""
    offer = CampaignOffer.objects.select_related("customer", "gift_voucher").get(pk=offer_id)
    voucher = offer.gift_voucher
    if voucher is None or not offer.friend_email:
        return
    discount = voucher.offers.select_related("benefit").first().benefit.value
    context = {
        "sender_name": offer.customer.first_name.strip() or "A friend",
        "code": voucher.code,
        "discount": discount,
        "valid_until": voucher.end_datetime,
        "cart_url": f"{settings.FRONTEND_URL}{CART_LINK_PATH}?code={voucher.code}",
    }
    send_templated_email("loyalty/emails/friend_gift", context, offer.friend_email)
