"""The hair categories a quiz scores, in one place with their labels and colours."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Category:
    key: str
    label: str
    # Hex; each has at least 4.5:1 contrast on white, so it works for text as well as swatches.
    colour: str


CATEGORIES = (
    Category("hormones", "Hormones", "#A23F5B"),
    Category("metabolism", "Metabolism", "#8A5300"),
    Category("stress", "Stress", "#3A5F92"),
    Category("nutrition", "Nutrition", "#2F6B34"),
    Category("environment", "Environment", "#6350A0"),
)
BY_KEY = {category.key: category for category in CATEGORIES}
CATEGORY_KEYS = tuple(BY_KEY)

AUDIENCES = ("women_18_44", "women_45_plus", "postpartum", "men")
LINES = ("women", "men")
# The plan codes of cms.products.add_to_cart.UI_DATA a rule may recommend.
PLAN_CODES = ("monthly", "3_month", "6_month")
