"""The review rules: who may review, what is shown and counted, and votes."""

from datetime import timedelta

import pytest
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.core.errors import DomainError
from commerce.customers.tests.factories import CustomerFactory
from commerce.product_reviews import services
from commerce.product_reviews.services import ReviewRefused, ReviewSort
from commerce.returns import services as returns
from commerce.returns.tests.factories import shipped_order

from .factories import ReviewFactory, bought, sold_product

ProductReview = get_model("reviews", "ProductReview")
Vote = get_model("reviews", "Vote")

pytestmark = pytest.mark.django_db


def test_a_customer_with_a_shipped_order_reviews_the_product_and_it_waits_for_staff():
    customer = CustomerFactory()
    product, plan = sold_product()
    bought(customer, plan)

    review = services.create_review(customer, product.pk, " Fuller hair ", " It works. ", 5)

    assert (review.product_id, review.title, review.body, review.score) == (
        product.pk,
        "Fuller hair",
        "It works.",
        5,
    )
    assert review.status == ProductReview.FOR_MODERATION


def test_the_review_goes_to_the_parent_product_whichever_plan_was_bought():
    customer = CustomerFactory()
    product, plan = sold_product()
    bought(customer, plan)

    with pytest.raises(services.ReviewNotFound):
        services.create_review(customer, plan.pk, "Plan", "A child product is not reviewed.", 4)
    assert services.create_review(customer, product.pk, "Parent", "Fine.", 4).product == product


@pytest.mark.parametrize("shipped", [False])
def test_an_order_not_yet_shipped_does_not_count_as_bought(shipped):
    customer = CustomerFactory()
    product, plan = sold_product()
    bought(customer, plan, shipped=shipped)

    with pytest.raises(ReviewRefused, match="once an order of yours holding it has shipped"):
        services.create_review(customer, product.pk, "Early", "Not arrived yet.", 5)
    assert not ProductReview.objects.exists()


def test_a_canceled_order_does_not_count_and_another_customers_order_does_not_either():
    customer, other = CustomerFactory(), CustomerFactory()
    product, plan = sold_product()
    order = bought(customer, plan)
    bought(other, plan)
    order.set_status("Complete")
    assert services.has_bought(customer, product.pk)

    type(order).objects.filter(pk=order.pk).update(status="Canceled")

    assert not services.has_bought(customer, product.pk)
    assert services.has_bought(other, product.pk)


def test_a_product_refunded_in_full_through_returns_no_longer_counts_as_bought():
    whole, part = CustomerFactory(), CustomerFactory()
    product, plan = sold_product()
    for customer, quantity, returned in ((whole, 1, 1), (part, 2, 1)):
        order = shipped_order(customer, plans=[plan], quantity=quantity)
        line = order.lines.get()
        request = returns.request_return(customer, order.number, [(line.pk, returned)], "other")
        assert services.has_bought(customer, product.pk)  # asked for, not refunded yet
        returns.refund(returns.receive(request))

    assert not services.has_bought(whole, product.pk)
    assert services.has_bought(part, product.pk)
    with pytest.raises(ReviewRefused):
        services.create_review(whole, product.pk, "Returned", "Sent it back.", 2)


def test_one_review_per_product_per_customer():
    customer = CustomerFactory()
    product, plan = sold_product()
    bought(customer, plan)
    services.create_review(customer, product.pk, "First", "Good.", 5)

    with pytest.raises(ReviewRefused, match="already reviewed"):
        services.create_review(customer, product.pk, "Second", "Again.", 1)
    assert ProductReview.objects.count() == 1


@pytest.mark.parametrize(
    ("title", "body", "score", "message"),
    [
        ("  ", "Body", 5, services.EMPTY_TITLE),
        ("Title", "", 5, services.EMPTY_BODY),
        ("x" * 101, "Body", 5, services.TITLE_TOO_LONG),
        ("Title", "x" * 2001, 5, services.BODY_TOO_LONG),
        ("<script>alert(1)</script>", "Body", 5, services.NO_MARKUP),
        ("Title", "Nice <b>bold</b> claim", 5, services.NO_MARKUP),
        ("Title", "a comment <!-- hidden -->", 5, services.NO_MARKUP),
        ("Title", "Body", 0, services.BAD_SCORE),
        ("Title", "Body", 6, services.BAD_SCORE),
    ],
)
def test_bad_input_is_refused_with_its_message_and_nothing_is_stored(title, body, score, message):
    customer = CustomerFactory()
    product, plan = sold_product()
    bought(customer, plan)

    with pytest.raises(DomainError) as refused:
        services.create_review(customer, product.pk, title, body, score)

    assert refused.value.message == message
    assert not ProductReview.objects.exists()


def test_plain_text_with_angle_brackets_that_are_no_tags_is_kept():
    customer = CustomerFactory()
    product, plan = sold_product()
    bought(customer, plan)

    review = services.create_review(customer, product.pk, "I <3 it", "Shedding < before", 5)

    assert (review.title, review.body) == ("I <3 it", "Shedding < before")


def test_the_summary_counts_approved_reviews_only_average_to_one_decimal():
    product, _plan = sold_product()
    for score in (5, 4, 4, 2):
        ReviewFactory(product=product, score=score)
    ReviewFactory(product=product, score=1, status=ProductReview.FOR_MODERATION)
    ReviewFactory(product=product, score=1, status=ProductReview.REJECTED)

    summary = services.summary(product.pk)

    assert summary.average_rating == 3.8  # 15 / 4 = 3.75, halves rounded up
    assert summary.review_count == 4
    assert summary.distribution == [(5, 1), (4, 2), (3, 0), (2, 1), (1, 0)]


def test_a_product_without_approved_reviews_has_no_average():
    product, _plan = sold_product()
    ReviewFactory(product=product, status=ProductReview.FOR_MODERATION)

    summary = services.summary(product.pk)

    assert (summary.average_rating, summary.review_count) == (None, 0)
    assert services.ratings_for([product.pk]) == {}


def test_ratings_for_many_products_in_one_query(django_assert_num_queries):
    first, _ = sold_product()
    second, _ = sold_product()
    ReviewFactory(product=first, score=5)
    ReviewFactory(product=first, score=4)
    ReviewFactory(product=second, score=3)

    with django_assert_num_queries(1):
        ratings = services.ratings_for([first.pk, second.pk])

    assert ratings == {first.pk: (4.5, 2), second.pk: (3.0, 1)}


def test_pending_reviews_are_not_listed_and_pages_go_newest_first():
    product, _plan = sold_product()
    old = ReviewFactory(product=product, title="Old")
    new = ReviewFactory(product=product, title="New")
    ProductReview.objects.filter(pk=old.pk).update(date_created=timezone.now() - timedelta(days=3))
    ReviewFactory(product=product, title="Pending", status=ProductReview.FOR_MODERATION)

    first = services.reviews_page(product.pk, ReviewSort.NEWEST, 1, 1)
    second = services.reviews_page(product.pk, ReviewSort.NEWEST, 2, 1)

    assert ([r.title for r in first.items], first.total, first.has_next) == (["New"], 2, True)
    assert ([r.title for r in second.items], second.has_next) == (["Old"], False)
    assert new.pk != old.pk


def test_most_helpful_first_and_the_author_shows_as_first_name_and_initial():
    product, _plan = sold_product()
    voters = CustomerFactory.create_batch(2)
    plain = ReviewFactory(product=product, title="Plain")
    liked = ReviewFactory(product=product, title="Liked", user=CustomerFactory(last_name="lee"))
    for voter in voters:
        services.vote(voter, liked.pk, helpful=True)
    services.vote(voters[0], plain.pk, helpful=False)

    page = services.reviews_page(product.pk, ReviewSort.HELPFUL, 1, 5)

    assert [r.title for r in page.items] == ["Liked", "Plain"]
    assert (page.items[0].num_up_votes, page.items[0].total_votes) == (2, 2)
    assert services.author_name(page.items[0]) == "Casey L."


def test_verified_buyer_comes_from_the_authors_shipped_orders():
    product, plan = sold_product()
    buyer, not_shipped = CustomerFactory(), CustomerFactory()
    bought(buyer, plan)
    bought(not_shipped, plan, shipped=False)
    ReviewFactory(product=product, user=buyer, title="Buyer")
    ReviewFactory(product=product, user=not_shipped, title="Waiting")

    page = services.reviews_page(product.pk, ReviewSort.NEWEST, 1, 5)

    assert {r.title: r.verified_buyer for r in page.items} == {"Buyer": True, "Waiting": False}


def test_one_vote_per_customer_per_review_and_none_on_their_own():
    author, voter = CustomerFactory(), CustomerFactory()
    review = ReviewFactory(user=author)

    voted = services.vote(voter, review.pk, helpful=True)
    with pytest.raises(ReviewRefused, match="already voted"):
        services.vote(voter, review.pk, helpful=False)
    with pytest.raises(ReviewRefused, match="your own review"):
        services.vote(author, review.pk, helpful=True)

    assert (voted.num_up_votes, voted.total_votes) == (1, 1)
    assert Vote.objects.count() == 1


def test_a_review_waiting_for_staff_cannot_be_voted_on():
    review = ReviewFactory(status=ProductReview.FOR_MODERATION)

    with pytest.raises(services.ReviewNotFound):
        services.vote(CustomerFactory(), review.pk, helpful=True)
    assert not Vote.objects.exists()


@pytest.mark.parametrize(("page", "size"), [(0, 5), (1, 0), (1, 21)])
def test_impossible_pages_are_refused(page, size):
    product, _plan = sold_product()
    with pytest.raises(DomainError):
        services.reviews_page(product.pk, ReviewSort.NEWEST, page, size)
