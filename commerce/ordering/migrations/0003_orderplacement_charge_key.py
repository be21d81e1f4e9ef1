import uuid

from django.db import migrations, models


def give_each_a_charge_key(apps, schema_editor):
    # Existing placements get a fresh key. A pending one charged under its old key
    # ("order-placement-<pk>") would be charged again under the new one when settled, so
    # settle them first (`manage.py settle_placements`) and deploy with none pending.
    OrderPlacement = apps.get_model("ordering", "OrderPlacement")
    for placement in OrderPlacement.objects.only("pk"):
        OrderPlacement.objects.filter(pk=placement.pk).update(charge_key=uuid.uuid4())


class Migration(migrations.Migration):
    dependencies = [
        ("ordering", "0002_placement_attention"),
    ]

    operations = [
        migrations.AddField(
            model_name="orderplacement",
            name="charge_key",
            field=models.UUIDField(null=True, editable=False),
        ),
        migrations.RunPython(give_each_a_charge_key, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="orderplacement",
            name="charge_key",
            field=models.UUIDField(
                default=uuid.uuid4,
                editable=False,
                help_text="The charge's idempotency key at the gateway: random, so it is never "
                "shared with another database's placement (staging, a restore) on the same "
                "gateway account.",
                unique=True,
            ),
        ),
    ]
