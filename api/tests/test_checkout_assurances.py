"""Editors' reassurance reaches the checkout through the API, in their order; the demo content
fills it once and leaves editors' changes alone."""

import pytest
from wagtail.models import Site

from cms.assurances.models import CheckoutAssurances
from fixtures.assurances import DEMO_ASSURANCES, load_assurances

pytestmark = pytest.mark.django_db

QUERY = "{ checkout_assurances { icon title text link_label link_url } }"


def test_the_checkout_reads_the_demo_reassurance_in_order(graphql, womens_home):
    load_assurances()

    assurances = graphql(QUERY)["data"]["checkout_assurances"]

    assert [a["title"] for a in assurances] == [
        "Secure checkout",
        "6-month results guarantee",
        "Easy returns",
    ]
    assert assurances[2] == {**DEMO_ASSURANCES[2]}


def test_an_editors_change_is_kept_and_a_half_made_link_is_left_out(graphql, womens_home):
    setting = CheckoutAssurances.for_site(Site.objects.get(is_default_site=True))
    setting.assurances = [
        (
            "assurance",
            {
                "icon": "shipping",
                "title": "Free shipping on plans",
                "text": "Every subscription ships free.",
                "link_label": "See plans",
                "link_url": "",
            },
        )
    ]
    setting.save()

    load_assurances()

    assert graphql(QUERY)["data"]["checkout_assurances"] == [
        {
            "icon": "shipping",
            "title": "Free shipping on plans",
            "text": "Every subscription ships free.",
            "link_label": "",
            "link_url": "",
        }
    ]


def test_without_any_reassurance_the_checkout_gets_none(graphql, womens_home):
    assert graphql(QUERY)["data"]["checkout_assurances"] == []
