import pytest

from commerce.recommendations.models import ProductRecommendation

from .factories import product


@pytest.fixture
def stored():
    """The stored targets (or facet values) of a model for a source, in rank order."""

    def read(model, source=None):
        rows = ProductRecommendation.objects.filter(model=model, source=source).order_by("rank")
        return [row.target or row.facet_value for row in rows]

    return read


@pytest.fixture
def women_catalogue(db):
    """A small women's line and one men's product: three supplements (two core, one not), two
    boosters and a scalp serum, plus the men's core."""
    return {
        "core": product("RW-CORE-W", "Core", core_category="Core"),
        "vegan": product("RW-VEGAN-W", "Vegan", core_category="Vegan"),
        "balance": product("RW-BALANCE-W", "Balance", core_category="Balance", is_core=False),
        "stress": product(
            "RW-BOOST-STRESS",
            "Stress Booster",
            product_category="Wellness Boosters",
            core_category="",
            is_core=False,
            is_booster=True,
        ),
        "gut": product(
            "RW-BOOST-GUT",
            "Gut Booster",
            product_category="Wellness Boosters",
            core_category="",
            is_core=False,
            is_booster=True,
        ),
        "serum": product(
            "RW-SCALP-SERUM",
            "Serum",
            product_category="Scalp Care",
            core_category="",
            is_core=False,
            is_scalp=True,
        ),
        "duo": product(
            "RW-DUO-STRESS-W",
            "Stress Duo",
            product_category="Root-Cause Duos",
            core_category="Core",
            is_core=False,
        ),
        "men": product("RW-CORE-M", "Men's Core", product_gender="Men", core_category="Men"),
    }
