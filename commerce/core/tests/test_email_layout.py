"""Every HTML email the shop sends is laid out for a phone: it extends the one layout with the
viewport meta and has no fixed width a 360 px screen cannot show."""

import re
from decimal import Decimal
from pathlib import Path
from types import SimpleNamespace

import pytest
from django.template.loader import render_to_string

import commerce

VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">'
PHONE_WIDTH = 360
# A width that is not a max- or min-width, in a style (width:600px) or an attribute (width="600").
FIXED_WIDTH = re.compile(r'(?<![-\w])width(?::\s*|=")(\d+)(?:px|")')


def html_emails() -> list[str]:
    """Each email's HTML part: <app>/templates/<dir>/email(s)/<name>.html beside its subject."""
    root = Path(commerce.__file__).parent
    return sorted(
        str(html.relative_to(templates))
        for templates in root.glob("*/templates")
        for html in templates.glob("*/email*/*.html")
        if html.with_name(f"{html.stem}_subject.txt").exists()
    )


def test_a_fixed_width_is_told_from_a_fluid_one():
    html = '<table style="width:600px;max-width:560px" width="480"><td style="min-width:400px">'
    assert FIXED_WIDTH.findall(html) == ["600", "480"]


def test_every_email_is_found():
    assert {
        "ordering/email/order_confirmation.html",
        "fulfilment/email/shipment_sent.html",
        "subscriptions/email/subscription_changed.html",
        "subscriptions/email/subscription_canceled.html",
        "customers/emails/password_reset.html",
    } < set(html_emails())


@pytest.mark.parametrize("template", html_emails())
def test_each_html_email_renders_with_the_viewport_and_fits_a_phone(template):
    # Only what a template cannot render without (a currency to format amounts in).
    totals = SimpleNamespace(currency="USD", grand_total=Decimal("79.00"), discount=Decimal(0))
    html = render_to_string(template, {"shop_url": "https://shop.example", "totals": totals})

    assert html.count(VIEWPORT) == 1
    assert html.lstrip().startswith("<!doctype html>")
    wider = [int(w) for w in FIXED_WIDTH.findall(html) if int(w) > PHONE_WIDTH]
    assert wider == []
