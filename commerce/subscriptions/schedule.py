"""When a subscription runs: plans renew every N calendar months."""

import calendar
from datetime import date


def add_months(start: date, months: int) -> date:
    """The same day `months` months later, or that month's last day when it is shorter
    (Jan 31 + 1 month is Feb 28, or Feb 29 in a leap year)."""
    month_index = start.month - 1 + months
    year, month = start.year + month_index // 12, month_index % 12 + 1
    return date(year, month, min(start.day, calendar.monthrange(year, month)[1]))


def on_day(year: int, month: int, day: int) -> date:
    """That day of the month, or the month's last day when it is shorter."""
    return date(year, month, min(day, calendar.monthrange(year, month)[1]))


def next_renewal(period: date, months: int, day: int) -> date:
    """The renewal `months` after `period`, on `day` of that month (clamped): a plan renewing on
    the 31st renews on Feb 28 and then on Mar 31 again, not on the 28th ever after."""
    later = add_months(period.replace(day=1), months)
    return on_day(later.year, later.month, day)


def renewal_day(period: date, day: int | None, last_run: date | None, months: int) -> int:
    """The day of the month a subscription renews on, seen from the renewal due on `period`:
    its recorded day, or before its first renewal the day of its last run (the order that
    started it) when `period` follows from it. A `period` someone moved off that day (a changed
    shipment date) sets the day anew."""
    if day is None:
        intact = last_run is not None and add_months(last_run, months) == period
        day = last_run.day if intact else period.day
    if on_day(period.year, period.month, day) != period:
        return period.day
    return day
