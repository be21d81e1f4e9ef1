"""Staff moderate reviews in Oscar's dashboard (Content > Reviews); approved ones are shown."""

import pytest
from django.contrib.auth.models import Permission
from oscar.core.loading import get_model

from commerce.loyalty.tests.factories import StaffFactory
from commerce.product_reviews import services
from commerce.product_reviews.services import ReviewSort

from .factories import ReviewFactory

ProductReview = get_model("reviews", "ProductReview")

pytestmark = pytest.mark.django_db

LIST = "/dashboard/reviews/"


def review_moderator():
    """Staff allowed to see and change reviews (Oscar's review dashboard asks for both)."""
    staff = StaffFactory()
    staff.user_permissions.add(
        *Permission.objects.filter(
            content_type__app_label="reviews",
            codename__in=("view_productreview", "change_productreview"),
        )
    )
    return staff


def test_staff_find_the_moderation_page_in_the_menu_and_approve_a_pending_review(client):
    client.force_login(review_moderator())
    review = ReviewFactory(title="Less shedding", status=ProductReview.FOR_MODERATION)
    assert services.reviews_page(review.product_id, ReviewSort.NEWEST, 1, 5).total == 0

    home = client.get("/dashboard/").content.decode()
    listed = client.get(LIST)
    approved = client.post(
        LIST,
        {
            "action": "update_selected_review_status",
            "selected_review": [review.pk],
            "status": ProductReview.APPROVED,
        },
    )

    assert f'href="{LIST}"' in home
    assert listed.status_code == 200 and "Less shedding" in listed.content.decode()
    assert approved.status_code == 302
    page = services.reviews_page(review.product_id, ReviewSort.NEWEST, 1, 5)
    assert [item.title for item in page.items] == ["Less shedding"]
