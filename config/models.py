"""What the platform keeps in the database while Redis is unreachable."""

from django.db import models


class RateLimitCount(models.Model):
    """A rate-limit count counted here while Redis is away (config.cache.DatabaseCounts)."""

    key = models.CharField(max_length=255, primary_key=True)
    value = models.BigIntegerField()
    expires_at = models.DateTimeField(db_index=True)

    def __str__(self) -> str:
        return f"{self.key}: {self.value}"


class HeldTask(models.Model):
    """A background task that could not be queued while the broker was unreachable; sent to the
    broker once it is back (config.held_tasks.send_held, every minute)."""

    name = models.CharField(max_length=200)
    # The positional and keyword arguments, serialised as Celery serialises them (JSON).
    arguments = models.TextField()
    eta = models.DateTimeField(null=True, blank=True)
    expires = models.DateTimeField(null=True, blank=True)
    held_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"{self.name} held at {self.held_at:%Y-%m-%d %H:%M:%S}"
