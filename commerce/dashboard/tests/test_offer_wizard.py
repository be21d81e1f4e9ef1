"""Staff create an offer through Oscar's four-step wizard; its restrictions step takes dates as
they are typed, to the minute or the second, and answers nonsense with a form error."""

from datetime import datetime

import pytest
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.loyalty.tests.factories import StaffFactory

pytestmark = pytest.mark.django_db

ConditionalOffer = get_model("offer", "ConditionalOffer")
Range = get_model("offer", "Range")

WIZARD = "/dashboard/offers/new/"


@pytest.fixture
def staff_client(client):
    client.force_login(StaffFactory(is_superuser=True))
    return client


def through_the_first_three_steps(client):
    """Name, incentive and condition: 10% off everything for one item or more."""
    everything = Range.objects.create(name="Everything", includes_all_products=True)
    steps = [
        ("metadata/", {"name": "Winter sale", "description": "", "offer_type": "Site"}),
        ("incentive/", {"range": everything.pk, "type": "Percentage", "value": "10"}),
        ("condition/", {"range": everything.pk, "type": "Count", "value": "1"}),
    ]
    for step, data in steps:
        response = client.post(f"{WIZARD}{step}", data)
        assert response.status_code == 302, response.content


def restrictions(client, start, end):
    return client.post(
        f"{WIZARD}restrictions/", {"start_datetime": start, "end_datetime": end, "priority": "0"}
    )


@pytest.mark.parametrize(
    "end",
    ["2027-01-31 23:59", "2027-01-31 23:59:00", "2027-01-31 23:59:ss"],
    ids=["minutes", "seconds", "seconds-left-untyped"],
)
def test_staff_create_an_offer_ending_on_a_date_typed_with_or_without_seconds(staff_client, end):
    # Given staff went through the wizard's first three steps
    through_the_first_three_steps(staff_client)

    # When they give its dates, the end typed as the picker shows it
    response = restrictions(staff_client, "2026-12-01 00:00", end)

    # Then the offer is made, ending at that minute in the shop's time
    offer = ConditionalOffer.objects.get(name="Winter sale")
    assert response.status_code == 302
    assert response["Location"] == f"/dashboard/offers/{offer.pk}/"
    assert timezone.localtime(offer.end_datetime).replace(tzinfo=None) == datetime(
        2027, 1, 31, 23, 59
    )


def test_the_picker_asks_for_minutes_not_seconds(staff_client):
    through_the_first_three_steps(staff_client)

    page = staff_client.get(f"{WIZARD}restrictions/").content.decode()

    assert "&#x27;inputFormat&#x27;: &#x27;yyyy-mm-dd HH:MM&#x27;" in page


@pytest.mark.parametrize(
    ("start", "end"),
    [("2026-12-01 00:00", "31/01/2027 late"), ("soon", "2027-01-31 23:59")],
    ids=["end", "start"],
)
def test_a_date_that_is_not_one_is_a_form_error_and_makes_nothing(staff_client, start, end):
    through_the_first_three_steps(staff_client)

    response = restrictions(staff_client, start, end)

    assert response.status_code == 200
    assert "Enter a valid date/time." in response.content.decode()
    assert not ConditionalOffer.objects.filter(name="Winter sale").exists()


def test_an_end_before_the_start_is_still_refused(staff_client):
    through_the_first_three_steps(staff_client)

    response = restrictions(staff_client, "2027-02-01 00:00", "2027-01-31 23:59")

    assert response.status_code == 200
    assert "The end date must be after the start date" in response.content.decode()
    assert not ConditionalOffer.objects.filter(name="Winter sale").exists()
