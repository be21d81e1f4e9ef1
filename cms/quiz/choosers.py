from django.apps import apps
from django.core.exceptions import ValidationError
from wagtail import blocks


class SkuBlock(blocks.CharBlock):
    """A catalogue product's SKU (its parent's UPC), checked to exist when the page is saved."""

    def __init__(self, **kwargs):
        super().__init__(max_length=64, **kwargs)

    def clean(self, value):
        value = super().clean(value).strip()
        Product = apps.get_model("catalogue", "Product")
        if not Product.objects.filter(upc=value, structure="parent").exists():
            raise ValidationError(f"No product has the SKU {value}.")
        return value
