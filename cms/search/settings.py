"""Search suggestions (cms.search.suggestions) grow from searches shoppers record."""

from config.settings.env import env_int, rate_limit_per_ip

# One address may record a search each time results stay on screen while a shopper refines what
# they type, but cannot flood the table; and a search becomes a suggestion only once this many
# visitors (client addresses) made it, so no one visitor can put a phrase in front of everyone.
RATE_LIMITS = {"record_search": rate_limit_per_ip("record_search", "60/15m")}
SEARCH_SUGGESTION_MIN_VISITORS = env_int("SEARCH_SUGGESTION_MIN_VISITORS", 2)

CELERY_BEAT_SCHEDULE = {
    # Hourly: products' popularity from the latest orders, suggestions from the latest searches.
    "refresh-search": {"task": "cms.search.tasks.refresh_search", "schedule": 60 * 60},
}
