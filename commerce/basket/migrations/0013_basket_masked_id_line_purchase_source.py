import secrets

from django.db import migrations, models

import commerce.basket.models


def give_each_basket_a_masked_id(apps, schema_editor):
    Basket = apps.get_model("basket", "Basket")
    for basket in Basket.objects.filter(masked_id__isnull=True).only("pk").iterator():
        Basket.objects.filter(pk=basket.pk).update(masked_id=secrets.token_urlsafe(24))


class Migration(migrations.Migration):
    # Baskets that exist already get their ids one by one: a column default would give them all
    # the same value and break the unique constraint.
    dependencies = [("basket", "0012_line_code")]

    operations = [
        migrations.AddField(
            model_name="basket",
            name="masked_id",
            field=models.CharField(editable=False, max_length=64, null=True),
        ),
        migrations.RunPython(give_each_basket_a_masked_id, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="basket",
            name="masked_id",
            field=models.CharField(
                default=commerce.basket.models.new_masked_id,
                editable=False,
                help_text=(
                    "The cart's public id; random, so it cannot be guessed from another cart's."
                ),
                max_length=64,
                unique=True,
            ),
        ),
        migrations.AddField(
            model_name="line",
            name="purchase_source",
            field=models.CharField(
                blank=True,
                help_text=(
                    "Where the shopper added it from, e.g. pdp (analytics and the cart's links)."
                ),
                max_length=64,
            ),
        ),
    ]
