"""When a subscription runs: plans renew every N calendar months."""

import calendar
from datetime import date


def add_months(start: date, months: int) -> date:
    """The same day `months` months later, or that month's last day when it is shorter
    (Jan 31 + 1 month is Feb 28, or Feb 29 in a leap year)."""
    month_index = start.month - 1 + months
    year, month = start.year + month_index // 12, month_index % 12 + 1
    return date(year, month, min(start.day, calendar.monthrange(year, month)[1]))
