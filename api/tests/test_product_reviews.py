"""productReviews, createProductReview, voteProductReview and an order item's review."""

import pytest
from django.core.cache import cache
from django.test import override_settings
from oscar.core.loading import get_model

from commerce.basket.tests.factories import signed_in_customer
from commerce.customers.tests.factories import CustomerFactory
from commerce.product_reviews.tests.factories import ReviewFactory, bought, sold_product

ProductReview = get_model("reviews", "ProductReview")
Vote = get_model("reviews", "Vote")

pytestmark = pytest.mark.django_db

REVIEWS = """query($id: ID!, $sort: ReviewSort, $page: Int, $size: Int) {
  productReviews(product_id: $id, sort: $sort, page: $page, page_size: $size) {
    product_id total page page_size has_next
    items { id title body score author verified_buyer created_at helpful_count total_votes }
  } }"""
CREATE = """mutation($input: CreateProductReviewInput!) {
  createProductReview(input: $input) { review { id title score status } } }"""
VOTE = """mutation($id: ID!, $helpful: Boolean!) {
  voteProductReview(review_id: $id, helpful: $helpful) {
    review { id helpful_count total_votes } } }"""
ORDER = """query($number: String!) {
  order(number: $number) { items { product_name review { product_id review { title status } } } }
}"""


def error_of(body) -> tuple[str, str]:
    error = body["errors"][0]
    return error["extensions"]["code"], error["message"]


def review_input(product, **changes) -> dict:
    return {"product_id": str(product.pk), "title": "Fuller", "body": "It works.", "score": 5} | (
        changes
    )


# The count, the page's reviews with their authors, and whether those authors bought it.
REVIEW_PAGE_QUERIES = 3


@pytest.mark.parametrize("count", [1, 5])
def test_a_page_of_reviews_takes_the_same_queries_for_1_or_5_reviews(
    graphql, django_assert_num_queries, count
):
    product, plan = sold_product()
    for _ in range(count):
        customer = CustomerFactory()
        bought(customer, plan)
        ReviewFactory(product=product, user=customer)

    with django_assert_num_queries(REVIEW_PAGE_QUERIES):
        body = graphql(REVIEWS, {"id": str(product.pk), "size": 5})

    page = body["data"]["productReviews"]
    assert (page["total"], len(page["items"]), page["has_next"]) == (count, count, False)
    assert all(item["verified_buyer"] and item["author"] == "Casey R." for item in page["items"])


def test_only_approved_reviews_are_listed_with_their_figures(graphql):
    product, _plan = sold_product()
    shown = ReviewFactory(product=product, title="Shown", score=4)
    ReviewFactory(product=product, title="Pending", status=ProductReview.FOR_MODERATION)

    page = graphql(REVIEWS, {"id": str(product.pk)})["data"]["productReviews"]

    assert page["items"] == [
        {
            "id": str(shown.pk),
            "title": "Shown",
            "body": shown.body,
            "score": 4,
            "author": "Casey R.",
            "verified_buyer": False,
            "created_at": page["items"][0]["created_at"],
            "helpful_count": 0,
            "total_votes": 0,
        }
    ]
    assert (page["total"], page["page_size"]) == (1, 5)


def test_a_customer_reviews_a_product_of_a_shipped_order_and_the_order_item_says_so(
    graphql, customer_run
):
    product, plan = sold_product()
    order = bought(customer_run.customer, plan)
    before = customer_run(ORDER, {"number": order.number})["data"]["order"]["items"][0]

    created = customer_run(CREATE, {"input": review_input(product, score=4)})
    after = customer_run(ORDER, {"number": order.number})["data"]["order"]["items"][0]

    assert before["review"] == {"product_id": str(product.pk), "review": None}
    assert created["data"]["createProductReview"]["review"]["status"] == "PENDING"
    assert after["review"]["review"] == {"title": "Fuller", "status": "PENDING"}
    # Pending: not on the product page yet.
    assert graphql(REVIEWS, {"id": str(product.pk)})["data"]["productReviews"]["total"] == 0


def test_an_order_not_yet_shipped_offers_no_review(customer_run):
    _product, plan = sold_product()
    order = bought(customer_run.customer, plan, shipped=False)

    item = customer_run(ORDER, {"number": order.number})["data"]["order"]["items"][0]

    assert item["review"] is None


@pytest.mark.parametrize(
    ("changes", "code", "message"),
    [
        ({"title": ""}, "BAD_USER_INPUT", "Give your review a title."),
        ({"body": "<img src=x onerror=alert(1)>"}, "BAD_USER_INPUT", "Reviews are plain text"),
        ({"score": 9}, "BAD_USER_INPUT", "Choose from 1 to 5 stars."),
        ({"product_id": "abc"}, "NOT_FOUND", "We couldn't find that product."),
    ],
)
def test_bad_reviews_are_refused_with_a_message_and_nothing_changes(
    customer_run, changes, code, message
):
    product, plan = sold_product()
    bought(customer_run.customer, plan)

    body = customer_run(CREATE, {"input": review_input(product, **changes)})

    assert error_of(body)[0] == code
    assert error_of(body)[1].startswith(message)
    assert not ProductReview.objects.exists()


def test_a_product_not_bought_or_reviewed_before_is_refused(customer_run):
    product, plan = sold_product()
    other, _ = sold_product()
    bought(customer_run.customer, plan)
    customer_run(CREATE, {"input": review_input(product)})

    not_bought = customer_run(CREATE, {"input": review_input(other)})
    again = customer_run(CREATE, {"input": review_input(product, title="Again")})

    assert error_of(not_bought)[0] == "REVIEW_NOT_ALLOWED"
    assert error_of(again) == ("REVIEW_NOT_ALLOWED", "You have already reviewed this product.")
    assert ProductReview.objects.count() == 1


def test_visitors_cannot_review_or_vote(graphql):
    product, _plan = sold_product()
    review = ReviewFactory(product=product)

    assert error_of(graphql(CREATE, {"input": review_input(product)}))[0] == "UNAUTHENTICATED"
    assert error_of(graphql(VOTE, {"id": str(review.pk), "helpful": True}))[0] == (
        "UNAUTHENTICATED"
    )
    assert not Vote.objects.exists()


def test_votes_count_once_per_customer_and_not_on_their_own_review(graphql, customer_run):
    review = ReviewFactory()
    author_headers = {
        "HTTP_AUTHORIZATION": signed_in_customer()[1]["HTTP_AUTHORIZATION"],
    }
    own = ReviewFactory()

    first = customer_run(VOTE, {"id": str(review.pk), "helpful": True})
    second = customer_run(VOTE, {"id": str(review.pk), "helpful": False})
    ProductReview.objects.filter(pk=own.pk).update(user=customer_run.customer)
    on_own = customer_run(VOTE, {"id": str(own.pk), "helpful": True})
    unknown = graphql(VOTE, {"id": "999999", "helpful": True}, **author_headers)

    assert first["data"]["voteProductReview"]["review"] == {
        "id": str(review.pk),
        "helpful_count": 1,
        "total_votes": 1,
    }
    assert error_of(second) == ("REVIEW_NOT_ALLOWED", "You have already voted on this review.")
    assert error_of(on_own) == ("REVIEW_NOT_ALLOWED", "You can't vote on your own review.")
    assert error_of(unknown)[0] == "NOT_FOUND"
    assert Vote.objects.count() == 1


@override_settings(
    RATE_LIMITS={"product_review": {"email": "2/h", "ip": "100/h"}},
)
def test_reviewing_is_rate_limited(customer_run):
    cache.clear()
    product, plan = sold_product()
    bought(customer_run.customer, plan)

    answers = [customer_run(CREATE, {"input": review_input(product)}) for _ in range(3)]

    assert error_of(answers[1])[0] == "REVIEW_NOT_ALLOWED"
    assert error_of(answers[2])[0] == "TOO_MANY_REQUESTS"
    assert ProductReview.objects.count() == 1


HISTORY = """{ customer { orders(pageSize: 10) { items { number
  items { review { product_id review { status } } } } } } }"""


@pytest.mark.parametrize("count", [1, 3])
def test_the_order_history_reads_the_customers_reviews_once_for_any_number_of_orders(
    customer_run, django_assert_max_num_queries, django_assert_num_queries, count
):
    first, plan = sold_product()
    bought(customer_run.customer, plan)
    ReviewFactory(product=first, user=customer_run.customer)
    with django_assert_max_num_queries(40) as captured:
        customer_run(HISTORY)
    one_order = len(captured)
    for _ in range(count - 1):
        _product, other = sold_product()
        bought(customer_run.customer, other)

    with django_assert_num_queries(one_order):
        orders = customer_run(HISTORY)["data"]["customer"]["orders"]["items"]

    assert len(orders) == count
    reviewed = [item["review"]["review"] for order in orders for item in order["items"]]
    assert reviewed.count({"status": "APPROVED"}) == 1
