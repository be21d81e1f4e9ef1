"""The catalogue attributes every plan carries."""

from oscar.apps.catalogue.abstract_models import AbstractProductAttribute as Attribute

ONE_TIME_SKU_SUFFIX = "-N01"
SUBSCRIPTION_SKU_SUFFIX = "-S01"

PLAN_ATTRIBUTES = [
    ("billing_interval", "Billing interval (months)", Attribute.INTEGER),
    ("shipping_interval", "Shipping interval (months)", Attribute.INTEGER),
    ("purchase_type", "Purchase type", Attribute.TEXT),
    ("option_title", "Option title", Attribute.TEXT),
    ("product_gender", "Product gender", Attribute.TEXT),
    ("product_category", "Product category", Attribute.TEXT),
    ("core_category", "Core category", Attribute.TEXT),
    ("is_core", "Core product", Attribute.BOOLEAN),
    ("is_booster", "Booster", Attribute.BOOLEAN),
    ("is_scalp", "Scalp care", Attribute.BOOLEAN),
    ("bundle_keys", "Bundle keys", Attribute.TEXT),
    ("label1", "Short label", Attribute.TEXT),
    ("bundle_products", "Bundled products (UPCs)", Attribute.TEXT),
]

# Comma-separated text attributes, read as lists.
LIST_SEPARATOR = ","
