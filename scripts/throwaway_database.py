"""What the benchmarks that fill a database of their own share: Django set up from the repo root,
a throwaway database beside the configured one (created, migrated and dropped again, so the
shop's data is never touched), and orders copied in bulk from one placed through the real path.
"""

import os
import sys
from contextlib import contextmanager
from decimal import Decimal
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def setup_django() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
    import django

    django.setup()


@contextmanager
def throwaway_database(suffix: str, *, keep: bool = False):
    """The configured database's name + "_" + suffix (on SQLite, VAR_DIR/suffix.sqlite3),
    created and migrated for the block, dropped again after it unless `keep`; yields the
    connection. Call setup_django() first."""
    from django.conf import settings
    from django.db import connection

    test_settings = settings.DATABASES["default"].setdefault("TEST", {})
    test_settings["NAME"] = f"{settings.DATABASES['default']['NAME']}_{suffix}"
    if connection.vendor == "sqlite":
        test_settings["NAME"] = str(Path(settings.VAR_DIR) / f"{suffix}.sqlite3")
    original_name = settings.DATABASES["default"]["NAME"]
    connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        yield connection
    finally:
        if not keep:
            connection.creation.destroy_test_db(original_name, verbosity=0)


def order_copies(origin, customers, number_prefix: str):
    """An unsaved $79 order for each customer, placed with `origin`'s addresses and date, to
    bulk_create; numbered number_prefix + 0, 1, ..."""
    from oscar.core.loading import get_model

    Order = get_model("order", "Order")
    return (
        Order(
            number=f"{number_prefix}{n}",
            user=customer,
            currency="USD",
            total_incl_tax=Decimal("79.00"),
            total_excl_tax=Decimal("79.00"),
            shipping_address=origin.shipping_address,
            billing_address=origin.billing_address,
            status="Processing",
            date_placed=origin.date_placed,
        )
        for n, customer in enumerate(customers)
    )
