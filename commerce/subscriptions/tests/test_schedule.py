from datetime import date

import pytest

from commerce.subscriptions.schedule import add_months


@pytest.mark.parametrize(
    ("start", "months", "expected"),
    [
        (date(2026, 3, 10), 1, date(2026, 4, 10)),
        (date(2026, 11, 15), 3, date(2027, 2, 15)),
        (date(2026, 12, 31), 1, date(2027, 1, 31)),
        (date(2026, 1, 31), 1, date(2026, 2, 28)),
        (date(2024, 1, 31), 1, date(2024, 2, 29)),
        (date(2026, 3, 31), 6, date(2026, 9, 30)),
        (date(2026, 7, 1), 18, date(2028, 1, 1)),
    ],
)
def test_add_months_keeps_the_day_or_clamps_to_the_months_end(start, months, expected):
    assert add_months(start, months) == expected
