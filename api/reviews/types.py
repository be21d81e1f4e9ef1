"""Reviews as shoppers read them: a product's figures and its approved reviews, page by page."""

import graphene

from commerce.product_reviews import services

from ..core.fields import local_time

ReviewSortEnum = graphene.Enum.from_enum(
    services.ReviewSort, description="NEWEST first, or most HELPFUL (most helpful votes) first."
)


class RatingCount(graphene.ObjectType):
    """How many approved reviews give so many stars."""

    stars = graphene.Int(required=True, description="1 to 5.")
    count = graphene.Int(required=True, description="Approved reviews with that many stars.")


# Resolved from product_reviews' Summary.
class ReviewSummary(graphene.ObjectType):
    """A product's approved reviews in figures."""

    average_rating = graphene.Float(
        description="The mean of the stars, one decimal; null without approved reviews."
    )
    review_count = graphene.Int(required=True, description="How many approved reviews.")
    distribution = graphene.List(
        graphene.NonNull(RatingCount),
        required=True,
        description="Approved reviews per number of stars, 5 stars first (all five rows).",
    )

    @staticmethod
    def resolve_distribution(summary: services.Summary, info):
        return [RatingCount(stars=s, count=n) for s, n in summary.distribution]


class ProductReview(graphene.ObjectType):
    """An approved review. Title and body are plain text (markup is refused on the way in)."""

    id = graphene.ID(required=True, description="The review's id (what votes name).")
    title = graphene.String(required=True, description="Its title.")
    body = graphene.String(required=True, description="What the customer wrote.")
    score = graphene.Int(required=True, description="Stars, 1 to 5.")
    author = graphene.String(
        required=True, description='First name and last initial, e.g. "Casey R.".'
    )
    verified_buyer = graphene.Boolean(
        required=True, description="Whether the author has a shipped order holding the product."
    )
    created_at = graphene.String(
        required=True,
        description="When it was written (ISO 8601).",
        resolver=local_time("date_created"),
    )
    helpful_count = graphene.Int(
        required=True, description="Votes that found it helpful.", source="num_up_votes"
    )
    total_votes = graphene.Int(required=True, description="All votes, helpful or not.")

    @staticmethod
    def resolve_id(review, info):
        return str(review.pk)

    @staticmethod
    def resolve_author(review, info):
        return services.author_name(review)


class ProductReviewPage(graphene.ObjectType):
    """One page of a product's approved reviews."""

    product_id = graphene.ID(required=True, description="The product reviewed.")
    items = graphene.List(
        graphene.NonNull(ProductReview), required=True, description="The page's reviews."
    )
    total = graphene.Int(required=True, description="Approved reviews on every page.")
    page = graphene.Int(required=True, description="This page's number, from 1.")
    page_size = graphene.Int(required=True, description="Reviews per page.")
    has_next = graphene.Boolean(required=True, description="Whether another page follows.")


ReviewStatus = graphene.Enum(
    "CustomerReviewStatus",
    [("PENDING", 0), ("APPROVED", 1), ("REJECTED", 2)],
    description="PENDING until staff read it; APPROVED ones are shown on the product page.",
)


class CustomerReview(graphene.ObjectType):
    """A review as its author sees it, in any moderation state."""

    id = graphene.ID(required=True, description="The review's id.")
    title = graphene.String(required=True, description="Its title.")
    score = graphene.Int(required=True, description="Stars, 1 to 5.")
    status = graphene.Field(ReviewStatus, required=True, description="Its moderation state.")

    @staticmethod
    def resolve_id(review, info):
        return str(review.pk)


class OrderItemReview(graphene.ObjectType):
    """Reviewing an order item's product: what to send and whether it is done."""

    product_id = graphene.ID(required=True, description="What createProductReview takes.")
    review = graphene.Field(
        CustomerReview, description="The customer's review of it; null until they write one."
    )


def order_item_review(line, info) -> OrderItemReview | None:
    """Null for an item that cannot be reviewed: its order has not shipped (or was canceled),
    or its product is no longer sold."""
    if line.order.status not in services.BOUGHT_STATUSES or not line.plan or not line.order.user:
        return None
    # Every item of the page reads the customer's reviews from one query.
    cache = info.context.__dict__.setdefault("_customer_reviews", {})
    user = line.order.user
    if user.pk not in cache:
        cache[user.pk] = services.reviews_by(user)
    product_id = line.plan.product_id
    return OrderItemReview(product_id=str(product_id), review=cache[user.pk].get(product_id))
