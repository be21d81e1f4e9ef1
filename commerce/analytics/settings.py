"""First-party analytics (commerce.analytics): collection, forwarding and retention."""

import os

from config.settings.env import env_float, env_int, env_list, rate_limit_per_ip

RATE_LIMITS = {
    # Generous per address (a browser sends a batch every few seconds at most), tight enough
    # that one address cannot fill the table.
    "analytics_events": rate_limit_per_ip("analytics_events", "300/m"),
}
# Forwarding to a destination speaking Segment's HTTP tracking API: the batch endpoint's URL
# (e.g. Segment's /v1/batch) and the write key; empty, nothing is forwarded or scheduled.
ANALYTICS_FORWARD_URL = os.environ.get("ANALYTICS_FORWARD_URL", "")
ANALYTICS_WRITE_KEY = os.environ.get("ANALYTICS_WRITE_KEY", "")
ANALYTICS_FORWARD_BATCH_SIZE = env_int("ANALYTICS_FORWARD_BATCH_SIZE", 100)
ANALYTICS_FORWARD_TIMEOUT_SECONDS = env_float("ANALYTICS_FORWARD_TIMEOUT_SECONDS", 10)
# A forwarding run is queued this long after events arrive, once for all that arrive meanwhile.
ANALYTICS_FORWARD_DELAY_SECONDS = env_int("ANALYTICS_FORWARD_DELAY_SECONDS", 5)
# An event the destination refused (a 4xx answer other than 429) this many times is kept but no
# longer sent. Network errors, 5xx and 429 are not counted: the run backs off and tries again.
ANALYTICS_FORWARD_MAX_ATTEMPTS = env_int("ANALYTICS_FORWARD_MAX_ATTEMPTS", 10)
# Events received longer ago than this are no longer sent (left unsent, kept until the purge).
ANALYTICS_FORWARD_GIVE_UP_HOURS = env_int("ANALYTICS_FORWARD_GIVE_UP_HOURS", 72)
# How long a worker's claim on a batch lasts; a worker that died mid-send leaves it to others
# after this. Longer than every POST a batch may take (with the splitting of a refused one).
ANALYTICS_FORWARD_CLAIM_SECONDS = env_int("ANALYTICS_FORWARD_CLAIM_SECONDS", 600)
# Destinations (Segment integration names) turned off for events whose advertising consent is
# refused: the ad pixels and conversion APIs.
ANALYTICS_ADVERTISING_DESTINATIONS = env_list(
    "ANALYTICS_ADVERTISING_DESTINATIONS",
    "Facebook Pixel,Facebook Conversions API (Actions),Google Ads Conversions,"
    "TikTok Conversions,Pinterest Conversions API,Snap Conversions Api",
)
# Stored events older than this many days are deleted. The same hourly run blanks the raw email
# and telephone of events that will not be forwarded (given up on after
# ANALYTICS_FORWARD_GIVE_UP_HOURS); only their hashes stay (commerce.analytics.identity).
ANALYTICS_RETENTION_DAYS = env_int("ANALYTICS_RETENTION_DAYS", 30)

CELERY_BEAT_SCHEDULE = {
    "purge-analytics-events": {
        "task": "commerce.analytics.tasks.purge_events",
        "schedule": 60 * 60,
    },
}
if ANALYTICS_FORWARD_URL:
    # Besides the run queued as events arrive: catches up after failures and restarts.
    CELERY_BEAT_SCHEDULE["forward-analytics-events"] = {
        "task": "commerce.analytics.tasks.forward_events",
        "schedule": 60,
    }
