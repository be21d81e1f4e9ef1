from django.db import models


class Event(models.Model):
    """One analytics call (Segment's track, identify or page), as a browser or a service sent it.

    `message_id` is unique: a batch sent twice (a beacon retried, a task re-run) stores each event
    once, and the forwarder sends it onwards under the same id so the destination dedupes too.
    """

    class Type(models.TextChoices):
        TRACK = "track"
        IDENTIFY = "identify"
        PAGE = "page"

    class Source(models.TextChoices):
        BROWSER = "browser"
        SERVER = "server"

    message_id = models.CharField(max_length=100, unique=True)
    type = models.CharField(max_length=10, choices=Type.choices, default=Type.TRACK)
    # The event's name for track calls ("Product Added"); empty for identify and page calls.
    name = models.CharField(max_length=80, blank=True)
    anonymous_id = models.CharField(max_length=64, blank=True, db_index=True)
    user_id = models.CharField(max_length=64, blank=True)
    properties = models.JSONField(default=dict, blank=True)
    # Identify calls' traits: the signed-in customer's email and telephone as their SHA-256 hashes
    # (email_sha256, phone_sha256), never the raw values (identity.py).
    traits = models.JSONField(default=dict, blank=True)
    # page (path, url, referrer, title), campaign (UTM values), business_line, consent
    # ({"analytics": bool, "advertising": bool}), event_id, user agent.
    context = models.JSONField(default=dict, blank=True)
    source = models.CharField(max_length=10, choices=Source.choices, default=Source.BROWSER)
    # When the sender says it happened, and when the shop received it.
    timestamp = models.DateTimeField()
    received_at = models.DateTimeField(auto_now_add=True)
    # Forwarding to the configured destination (ANALYTICS_FORWARD_URL); null until it succeeds.
    forwarded_at = models.DateTimeField(null=True, blank=True)
    # Counts the destination's refusals (4xx other than 429) and the success; not network errors.
    forward_attempts = models.PositiveSmallIntegerField(default=0)
    # The raw email and telephone that the destination gets beside their hashes, {"traits": {...},
    # "properties": {...}}, kept only while the event may still be forwarded: null once it is
    # forwarded or never will be (forwarding.py), and from the start when nothing is forwarded.
    raw_identity = models.JSONField(null=True, blank=True)
    # A forwarding worker's claim on the row while it sends it (no transaction stays open during
    # the POST); an expired claim is free to take again.
    claimed_until = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-received_at"]
        indexes = [
            models.Index(fields=["name", "received_at"], name="analytics_event_name_time"),
            models.Index(
                fields=["received_at"],
                condition=models.Q(forwarded_at__isnull=True),
                name="analytics_event_unforwarded",
            ),
            models.Index(
                fields=["received_at"],
                condition=models.Q(raw_identity__isnull=False),
                name="analytics_event_raw_identity",
            ),
        ]

    def __str__(self):
        return f"{self.name or self.type} ({self.message_id})"
