/** The journey's months are 30 days long (2592e6 ms), whatever the calendar says. */
export const JOURNEY_MONTH_MS = 2592e6;
const DAY_MS = 864e5;

function elapsedMs(start: string | number | Date, now: number | Date): number | null {
  const started = new Date(start).getTime();
  const current = new Date(now).getTime();
  if (Number.isNaN(started) || Number.isNaN(current)) return null;
  return Math.max(0, current - started);
}

/** Whole days since the hair journey started (0 on its first day, and before it); null when the
 * start date cannot be read. */
export function daysSinceJourneyStart(start: string | number | Date, now: number | Date = Date.now()): number | null {
  const elapsed = elapsedMs(start, now);
  return elapsed === null ? null : Math.floor(elapsed / DAY_MS);
}

/** The journey month the customer is in, counted in 30-day months from 1; null when unknown. */
export function journeyMonth(start: string | number | Date, now: number | Date = Date.now()): number | null {
  const elapsed = elapsedMs(start, now);
  return elapsed === null ? null : Math.floor(elapsed / JOURNEY_MONTH_MS) + 1;
}
