import secrets

from django.conf import settings
from django.db import models

# 32 random bytes: a result's address cannot be guessed.
TOKEN_BYTES = 32


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


class QuizResult(models.Model):
    """One completed quiz: the answers, what they scored and what was recommended. Opened by its
    token (the result page's address); linked to a customer when they are or become signed in.
    It holds nothing personal, so the token alone may show it."""

    token = models.CharField(max_length=64, unique=True, default=new_token, editable=False)
    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="quiz_results",
    )
    # The CMS page's id, as a plain number: commerce never refers to cms models.
    quiz_id = models.PositiveIntegerField()
    quiz_path = models.CharField(max_length=255)
    line = models.CharField(max_length=8)
    audience = models.CharField(max_length=20, blank=True)
    # {question key: [answer keys]}, as submitted.
    answers = models.JSONField()
    # [[category, score], ...] strongest first, only categories scoring above 0.
    root_causes = models.JSONField()
    sku = models.CharField(max_length=128)
    plan = models.CharField(max_length=16)
    boosters = models.JSONField(default=list)
    product_page_id = models.PositiveIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [models.Index(fields=["customer", "-created_at"], name="quiz_result_latest")]

    def __str__(self) -> str:
        return f"Quiz result {self.pk} ({self.line})"
