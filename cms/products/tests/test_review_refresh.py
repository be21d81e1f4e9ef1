"""Reviews refresh the storefront only when staff change what a product page shows."""

import json
from unittest import mock

import pytest
from oscar.core.loading import get_model

from commerce.customers.tests.factories import CustomerFactory
from commerce.plans.tests.factories import core_product_with_four_plans
from commerce.product_reviews import services
from commerce.product_reviews.tests.factories import ReviewFactory, bought

from .factories import ProductPageFactory

Product = get_model("catalogue", "Product")
ProductReview = get_model("reviews", "ProductReview")
Vote = get_model("reviews", "Vote")

pytestmark = pytest.mark.django_db


@pytest.fixture
def core(womens_home):
    product = core_product_with_four_plans()
    ProductPageFactory(parent=womens_home, slug="core", product=product)
    return product


def sent(storefront) -> list[dict]:
    return [
        {key: change[key] for key in ("tags", "paths")}
        for change in (json.loads(request["body"]) for request in storefront)
    ]


def test_a_vote_refreshes_nothing_and_saves_neither_review_nor_product(
    storefront, core, django_capture_on_commit_callbacks
):
    review = ReviewFactory(product=core, score=4)
    with (
        mock.patch("cms.products.signals.products_changed.send") as reindexed,
        django_capture_on_commit_callbacks(execute=True) as callbacks,
    ):
        voted = services.vote(CustomerFactory(), review.pk, helpful=True)

    assert (voted.total_votes, voted.delta_votes) == (1, 1)
    assert callbacks == []
    assert storefront == []
    reindexed.assert_not_called()


def test_a_vote_racing_a_reject_leaves_the_review_rejected(core):
    review = ReviewFactory(product=core)
    create_votes = Vote.objects.bulk_create

    def rejected_meanwhile(votes):
        ProductReview.objects.filter(pk=review.pk).update(status=ProductReview.REJECTED)
        return create_votes(votes)

    with mock.patch.object(Vote.objects, "bulk_create", side_effect=rejected_meanwhile):
        services.vote(CustomerFactory(), review.pk, helpful=False)

    review.refresh_from_db()
    assert (review.status, review.total_votes, review.delta_votes) == (
        ProductReview.REJECTED,
        1,
        -1,
    )


def test_a_new_review_waiting_for_staff_refreshes_nothing(
    storefront, core, django_capture_on_commit_callbacks
):
    customer = CustomerFactory()
    bought(customer, core.children.first())

    with django_capture_on_commit_callbacks(execute=True):
        services.create_review(customer, core.pk, "Fuller", "Less shedding.", 5)

    assert storefront == []


def test_approving_then_rejecting_refreshes_only_the_products_pages_and_its_rating(
    storefront, core, django_capture_on_commit_callbacks
):
    ReviewFactory(product=core, score=5)
    review = ReviewFactory(product=core, score=2, status=ProductReview.FOR_MODERATION)
    storefront.clear()

    with mock.patch("cms.products.signals.products_changed.send") as reindexed:
        # Oscar's dashboard sets the status and saves the review
        with django_capture_on_commit_callbacks(execute=True):
            review.status = ProductReview.APPROVED
            review.save()
        approved_rating = Product.objects.get(pk=core.pk).rating
        with django_capture_on_commit_callbacks(execute=True):
            review.status = ProductReview.REJECTED
            review.save()
        with django_capture_on_commit_callbacks(execute=True):
            review.title = "Edited while rejected"
            review.save()

    assert sent(storefront) == [{"tags": [], "paths": ["/core/"]}] * 2
    assert (approved_rating, Product.objects.get(pk=core.pk).rating) == (3.5, 5.0)
    reindexed.assert_not_called()
