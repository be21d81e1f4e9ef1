"""What browsers sent before the shop named customers itself: every email and telephone stored
is replaced by its SHA-256 (no raw value is kept: those already forwarded need none, and those
not yet forwarded were a browser's claims), and the events not yet forwarded lose every identity a
browser claimed (userId, identity traits and properties), so no claim goes out after the change.
Events already forwarded keep who they said they were about, hashed. Server events (whose user id
the shop set) are left as they are."""

from django.db import migrations

from commerce.analytics import identity

BATCH = 1000
FIELDS = ["user_id", "traits", "properties", "context"]


def hash_stored_identity(apps, schema_editor):
    Event = apps.get_model("shop_analytics", "Event")
    browser_events = Event.objects.filter(source="browser").order_by("pk")
    last = 0
    while True:
        rows = list(browser_events.filter(pk__gt=last)[:BATCH])
        if not rows:
            return
        last = rows[-1].pk
        changed = []
        for event in rows:
            before = [getattr(event, field) for field in FIELDS]
            if event.forwarded_at is None:
                identity.strip_claims(event)
            identity.hash_at_rest(event, keep_raw=False)
            if [getattr(event, field) for field in FIELDS] != before:
                changed.append(event)
        Event.objects.bulk_update(changed, FIELDS)


class Migration(migrations.Migration):
    dependencies = [
        ("shop_analytics", "0003_event_raw_identity"),
    ]

    operations = [
        # Hashes cannot be undone: going back leaves the rows as they are.
        migrations.RunPython(hash_stored_identity, migrations.RunPython.noop),
    ]
