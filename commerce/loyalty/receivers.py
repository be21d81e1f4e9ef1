import logging

from . import eligibility

logger = logging.getLogger(__name__)


def offer_campaigns_to_new_subscription(sender, subscription, **kwargs) -> None:
    """Offers the campaigns running now that match a subscription just started. A failure is
    logged; the periodic run (tasks.offer_campaigns) offers them later."""
    try:
        eligibility.offer_to_subscription(subscription)
    except Exception:
        logger.exception("Offering campaigns to subscription %s failed", subscription.pk)
