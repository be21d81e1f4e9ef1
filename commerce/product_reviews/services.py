"""Product reviews on Oscar's reviews app (ProductReview, Vote): who may review, what is shown.

Bought. Orders are written only once their payment is taken (commerce.ordering), so every order
is paid; a customer has bought a product once one of their orders holding it has shipped
(Shipped or Complete) and they have not been refunded for all of it through a return
(commerce.returns). A Processing order's goods have not reached the customer yet. Reviews go
to the parent product: its plans (one-time, monthly...) are child products, so any plan bought
counts, and every plan's page shows the same reviews.

Verified buyer is worked out when reviews are shown, from the author's orders now: a review
whose product was since returned and refunded in full loses the badge.

Moderation. New reviews wait for staff (OSCAR_MODERATE_REVIEWS); only approved ones are shown
and counted.

Votes. Oscar's Vote belongs to a user, one per user and review: "Was this helpful?" is answered
by signed-in customers, once per review, never on their own review.
"""

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from enum import Enum

from django.db import IntegrityError, transaction
from django.db.models import Avg, Count, F, OuterRef, Q, Subquery, Sum
from django.db.models.functions import Coalesce
from oscar.core.loading import get_model

from commerce.core.errors import DomainError
from commerce.returns.models import ReturnLine, ReturnRequest

Line = get_model("order", "Line")
Product = get_model("catalogue", "Product")
ProductReview = get_model("reviews", "ProductReview")
Vote = get_model("reviews", "Vote")

BOUGHT_STATUSES = ("Shipped", "Complete")
MAX_TITLE = 100
MAX_BODY = 2000
MAX_PAGE_SIZE = 20
STARS = (5, 4, 3, 2, 1)
# Any tag, comment or doctype ("<b", "</p", "<!--", "<?"): reviews are plain text. A "<" before
# anything else ("<3", "a < b") is ordinary writing, as browsers read it too.
MARKUP = re.compile(r"<[A-Za-z/!?]")

EMPTY_TITLE = "Give your review a title."
TITLE_TOO_LONG = f"Keep the title to {MAX_TITLE} characters."
EMPTY_BODY = "Write a few words about the product."
BODY_TOO_LONG = f"Keep the review to {MAX_BODY} characters."
NO_MARKUP = "Reviews are plain text: please remove anything written between < and >."
BAD_SCORE = "Choose from 1 to 5 stars."
PRODUCT_NOT_FOUND = "We couldn't find that product."
NOT_BOUGHT = "You can review a product once an order of yours holding it has shipped."
ALREADY_REVIEWED = "You have already reviewed this product."
REVIEW_NOT_FOUND = "We couldn't find that review."
OWN_REVIEW = "You can't vote on your own review."
ALREADY_VOTED = "You have already voted on this review."
BAD_PAGE = "Ask for page 1 or later."
BAD_PAGE_SIZE = f"Ask for 1 to {MAX_PAGE_SIZE} reviews a page."


class ReviewRefused(DomainError):
    """The review or vote breaks a rule (not bought, a second one); nothing is stored."""

    code = "REVIEW_NOT_ALLOWED"


class ReviewNotFound(DomainError, LookupError):
    code = "NOT_FOUND"


class ReviewSort(Enum):
    NEWEST = "NEWEST"
    HELPFUL = "HELPFUL"


@dataclass(frozen=True)
class Summary:
    average_rating: float | None
    review_count: int
    distribution: list[tuple[int, int]]  # (stars, count), 5 stars first


@dataclass(frozen=True)
class ReviewPage:
    product_id: int
    items: list
    total: int
    page: int
    page_size: int

    @property
    def has_next(self) -> bool:
        return self.page * self.page_size < self.total


def average(score_sum: int, count: int) -> float | None:
    """The mean score to one decimal, halves rounded up (4.25 -> 4.3); None without reviews."""
    if not count:
        return None
    return float((Decimal(score_sum) / count).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def summary(product_id: int) -> Summary:
    """The product's approved reviews in figures, read in one query."""
    counts = dict(
        ProductReview.objects.approved()
        .filter(product_id=product_id)
        .values_list("score")
        .annotate(n=Count("id"))
        .values_list("score", "n")
    )
    total = sum(counts.values())
    score_sum = sum(score * n for score, n in counts.items())
    return Summary(
        average_rating=average(score_sum, total),
        review_count=total,
        distribution=[(stars, counts.get(stars, 0)) for stars in STARS],
    )


def ratings_for(product_ids) -> dict[int, tuple[float | None, int]]:
    """(average, count) of approved reviews per product, for any number of products in one
    query; a product without reviews is left out."""
    rows = (
        ProductReview.objects.approved()
        .filter(product_id__in=set(product_ids))
        .values("product_id")
        .annotate(score_sum=Sum("score"), n=Count("id"))
    )
    return {row["product_id"]: (average(row["score_sum"], row["n"]), row["n"]) for row in rows}


def reviews_page(product_id: int, sort: ReviewSort, page: int, page_size: int) -> ReviewPage:
    """One page of the product's approved reviews, each with `verified_buyer` set: three
    queries whatever the page size."""
    if page < 1:
        raise DomainError(BAD_PAGE)
    if not 1 <= page_size <= MAX_PAGE_SIZE:
        raise DomainError(BAD_PAGE_SIZE)
    reviews = ProductReview.objects.approved().filter(product_id=product_id)
    total = reviews.count()
    start = (page - 1) * page_size
    if start >= total:
        return ReviewPage(product_id, [], total, page, page_size)
    if sort == ReviewSort.HELPFUL:
        # Helpful votes are the up votes: (total + delta) / 2; ordering by their double is the same.
        order = (F("total_votes") + F("delta_votes")).desc(), "-date_created", "-pk"
    else:
        order = ("-date_created", "-pk")
    items = list(reviews.select_related("user").order_by(*order)[start : start + page_size])
    buyers = verified_buyers(product_id, {review.user_id for review in items if review.user_id})
    for review in items:
        review.verified_buyer = review.user_id in buyers
    return ReviewPage(product_id, items, total, page, page_size)


def _bought(product_id: int) -> Q:
    return Q(product__parent_id=product_id) | Q(product_id=product_id)


def verified_buyers(product_id: int, user_ids: set[int]) -> set[int]:
    """Which of these users have a shipped order line of the product that was not refunded in
    full through returns (one query)."""
    if not user_ids:
        return set()
    refunded = (
        ReturnLine.objects.filter(
            line_id=OuterRef("pk"), return_request__status=ReturnRequest.Status.REFUNDED
        )
        .values("line_id")
        .annotate(units=Sum("quantity"))
        .values("units")
    )
    return set(
        Line.objects.filter(
            _bought(product_id), order__user_id__in=user_ids, order__status__in=BOUGHT_STATUSES
        )
        .annotate(refunded=Coalesce(Subquery(refunded), 0))
        .filter(quantity__gt=F("refunded"))
        .values_list("order__user_id", flat=True)
    )


def has_bought(customer, product_id: int) -> bool:
    return bool(verified_buyers(product_id, {customer.pk}))


def reviews_by(customer) -> dict[int, object]:
    """The customer's reviews by product, whatever their state (one query)."""
    return {review.product_id: review for review in ProductReview.objects.filter(user=customer)}


def author_name(review) -> str:
    """First name and last initial ("Casey R."): enough to be a person, not to be found."""
    user = review.user
    first, last = (user.first_name, user.last_name) if user else (review.name, "")
    first, last = (first or "").strip(), (last or "").strip()
    if not first:
        return "Rootwell customer"
    return f"{first} {last[0].upper()}." if last else first


def clean_text(title: str, body: str) -> tuple[str, str]:
    title, body = (title or "").strip(), (body or "").strip()
    if not title:
        raise DomainError(EMPTY_TITLE)
    if len(title) > MAX_TITLE:
        raise DomainError(TITLE_TOO_LONG)
    if not body:
        raise DomainError(EMPTY_BODY)
    if len(body) > MAX_BODY:
        raise DomainError(BODY_TOO_LONG)
    if MARKUP.search(title) or MARKUP.search(body):
        raise DomainError(NO_MARKUP)
    return title, body


def create_review(customer, product_id: int, title: str, body: str, score: int):
    """The customer's review of a product they bought, waiting for moderation."""
    title, body = clean_text(title, body)
    if score not in STARS:
        raise DomainError(BAD_SCORE)
    product = Product.objects.filter(
        pk=product_id, structure__in=(Product.PARENT, Product.STANDALONE)
    ).first()
    if product is None:
        raise ReviewNotFound(PRODUCT_NOT_FOUND)
    if not has_bought(customer, product.pk):
        raise ReviewRefused(NOT_BOUGHT)
    if ProductReview.objects.filter(product=product, user=customer).exists():
        raise ReviewRefused(ALREADY_REVIEWED)
    try:
        with transaction.atomic():
            # Oscar saves the product's rating with the review; it counts approved reviews only.
            return ProductReview.objects.create(
                product=product, user=customer, title=title, body=body, score=score
            )
    except IntegrityError:  # the same review sent twice at once: the first one stands
        raise ReviewRefused(ALREADY_REVIEWED) from None


def vote(customer, review_id: int, helpful: bool):
    """Records whether the customer found an approved review helpful; the review, re-read."""
    review = ProductReview.objects.approved().filter(pk=review_id).first()
    if review is None:
        raise ReviewNotFound(REVIEW_NOT_FOUND)
    if review.user_id == customer.pk:
        raise ReviewRefused(OWN_REVIEW)
    try:
        with transaction.atomic():
            # bulk_create skips Oscar's Vote.save(): it saves the whole review row (a moderator's
            # reject made meanwhile would be written back) and then the product, refreshing the
            # storefront for a vote. The totals are counted in the database instead, so two
            # votes at once both count.
            Vote.objects.bulk_create(
                [Vote(review=review, user=customer, delta=Vote.UP if helpful else Vote.DOWN)]
            )
            _count_votes(review.pk)
    except IntegrityError:
        raise ReviewRefused(ALREADY_VOTED) from None
    review.refresh_from_db(fields=["total_votes", "delta_votes"])
    review.verified_buyer = has_bought(review.user, review.product_id) if review.user else False
    return review


def _count_votes(review_id: int) -> None:
    votes = Vote.objects.filter(review_id=OuterRef("pk")).values("review_id")
    ProductReview.objects.filter(pk=review_id).update(
        total_votes=Coalesce(Subquery(votes.annotate(n=Count("id")).values("n")), 0),
        delta_votes=Coalesce(Subquery(votes.annotate(d=Sum("delta")).values("d")), 0),
    )


def update_rating(product_id: int) -> None:
    """Stores the product's mean approved score (Oscar's Product.rating) in its row alone:
    saving the whole product would overwrite a dashboard edit made meanwhile and refresh every
    page showing it."""
    approved = ProductReview.objects.approved().filter(product_id=OuterRef("pk"))
    mean = approved.values("product_id").annotate(mean=Avg("score")).values("mean")
    Product.objects.filter(pk=product_id).update(rating=Subquery(mean))
