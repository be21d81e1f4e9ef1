"""Recommendations (commerce.recommendations)."""

from config.settings.env import env_int

# trending-items and trending-facets count units ordered in this many days.
RECOMMENDATIONS_TRENDING_DAYS = env_int("RECOMMENDATIONS_TRENDING_DAYS", 7)

CELERY_BEAT_SCHEDULE = {
    # Hourly: recommendations are aggregates over all orders, so an hour-old set is as good to a
    # shopper as a fresh one, and each run rewrites the whole table.
    "compute-recommendations": {
        "task": "commerce.recommendations.tasks.compute_recommendations",
        "schedule": 60 * 60,
    },
}
