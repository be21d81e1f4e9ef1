/** What a date that cannot be read shows. */
export const INVALID_DATE = "Invalid Date";

/** The shop's own time zone (Django's TIME_ZONE): appointment times are shown in it, with its
 * abbreviation, so that server and browser render the same text. */
export const SHOP_TIME_ZONE = "America/New_York";

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date for an API value: "YYYY-MM-DD" is a calendar day (midnight UTC), anything else an
 * instant (ISO 8601 or milliseconds). Null when it is not a real date. */
export function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value == null || value === "") return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === "string") {
    const day = CALENDAR_DAY.exec(value);
    if (day) {
      const [year, month, date] = day.slice(1).map(Number);
      const parsed = new Date(Date.UTC(year, month - 1, date));
      // Rejects days that roll over, such as 2026-02-31.
      return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date ? parsed : null;
    }
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** "March 5, 2026"; calendar days are shown as they are, instants in the shop's time zone. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = parseDate(value);
  if (!date) return INVALID_DATE;
  const timeZone = typeof value === "string" && CALENDAR_DAY.test(value) ? "UTC" : SHOP_TIME_ZONE;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(date);
}

/** "March 5, 2026, 2:30 PM EST", in the shop's time zone. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = parseDate(value);
  if (!date) return INVALID_DATE;
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: SHOP_TIME_ZONE,
    timeZoneName: "short",
  }).format(date);
}

/** Today's calendar day in the shop's time zone, as "YYYY-MM-DD". */
export function shopToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** A calendar day moved by whole days ("2026-01-31" + 30 -> "2026-03-02"). */
export function addDays(day: string, days: number): string {
  const date = parseDate(day);
  if (!date) return day;
  return new Date(date.getTime() + days * 864e5).toISOString().slice(0, 10);
}
