"""Refunds of part of a charge (a return's lines): a charge may have several, each its amount."""

import django.db.models.deletion
from django.db import migrations, models


def full_amounts(apps, schema_editor):
    """Every refund until now gave its whole charge back."""
    Refund = apps.get_model("sandbox_gateway", "Refund")
    for refund in Refund.objects.select_related("charge"):
        refund.amount = refund.charge.amount
        refund.save(update_fields=["amount"])


class Migration(migrations.Migration):
    dependencies = [
        ("sandbox_gateway", "0002_charge_refund"),
    ]

    operations = [
        migrations.AddField(
            model_name="refund",
            name="amount",
            field=models.DecimalField(decimal_places=2, max_digits=12, null=True),
        ),
        migrations.RunPython(full_amounts, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="refund",
            name="amount",
            field=models.DecimalField(decimal_places=2, max_digits=12),
        ),
        migrations.AlterField(
            model_name="refund",
            name="charge",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.PROTECT,
                related_name="refunds",
                to="sandbox_gateway.charge",
            ),
        ),
    ]
