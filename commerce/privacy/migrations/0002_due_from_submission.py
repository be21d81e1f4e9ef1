"""Due dates count from the submission, per type (11 CCR 7021(b), 7026(f), 7027(g)): every
request's due date is recomputed from its submitted_at. The rule is copied here as it stands,
so this migration keeps doing what it did if commerce.privacy.models.due_date changes."""

from datetime import timedelta

from django.db import migrations, models
from django.utils import timezone


def _due_date(request_type, submitted_at):
    received = timezone.localdate(submitted_at)
    if request_type in ("opt_out", "limit"):
        day, left = received, 15
        while left:
            day += timedelta(days=1)
            if day.weekday() < 5:
                left -= 1
        return day
    return received + timedelta(days=45)


def due_from_submission(apps, schema_editor):
    PrivacyRequest = apps.get_model("privacy_requests", "PrivacyRequest")
    for request in PrivacyRequest.objects.only("pk", "request_type", "submitted_at"):
        request.due_on = _due_date(request.request_type, request.submitted_at)
        request.save(update_fields=["due_on"])


class Migration(migrations.Migration):
    dependencies = [("privacy_requests", "0001_initial")]

    operations = [
        migrations.AlterField(
            model_name="privacyrequest",
            name="due_on",
            field=models.DateField(
                blank=True,
                help_text="Counted from the submission: 45 days to know, delete or correct, "
                "15 business days to opt out or limit.",
                null=True,
            ),
        ),
        migrations.RunPython(due_from_submission, migrations.RunPython.noop),
    ]
