"""Product reviews (Oscar's reviews app, rules in commerce.product_reviews)."""

from config.settings.env import rate_limits

# New reviews wait for staff (Dashboard > Content > Reviews).
OSCAR_MODERATE_REVIEWS = True

# Each review or vote is a write one customer repeats rarely: enough for a household's orders,
# too few to flood the moderation queue.
RATE_LIMITS = {
    "product_review": rate_limits("product_review", per_email="10/h", per_ip="30/h"),
    "product_review_vote": rate_limits("product_review_vote", per_email="60/h", per_ip="200/h"),
}
