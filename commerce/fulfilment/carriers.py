"""The carriers staff ship with, and where customers follow a parcel on each carrier's site."""

from urllib.parse import quote

from django.db import models


class Carrier(models.TextChoices):
    UPS = "ups", "UPS"
    USPS = "usps", "USPS"
    FEDEX = "fedex", "FedEx"
    DHL = "dhl", "DHL"
    OTHER = "other", "Other"


# Each carrier's public tracking page, with the tracking number in its query string.
TRACKING_PAGES = {
    Carrier.UPS: "https://www.ups.com/track?tracknum={number}",
    Carrier.USPS: "https://tools.usps.com/go/TrackConfirmAction?tLabels={number}",
    Carrier.FEDEX: "https://www.fedex.com/fedextrack/?trknbr={number}",
    Carrier.DHL: "https://www.dhl.com/us-en/home/tracking.html?tracking-id={number}",
}


def tracking_url(carrier: str, tracking_number: str) -> str | None:
    """The carrier's tracking page for this number; None for a carrier without a known page.

    The number is URL-encoded whole (even "/" and "&"): staff type it, so it must not be able
    to change the page's address or add parameters.
    """
    page = TRACKING_PAGES.get(carrier)
    if page is None or not tracking_number:
        return None
    return page.format(number=quote(tracking_number, safe=""))
