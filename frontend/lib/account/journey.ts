import { shipsNext } from "./subscriptions";

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

/** A subscription as the account home reads it. */
export type JourneySubscription = {
  entity_id: number;
  name: string;
  status: string;
  journey_start_date?: string | null;
  /** When its next renewal charges and what: the date and price shown for its next shipment. */
  next_charge: { date?: string | null; grand_total: { value: string; currency: string } };
};

export type HairJourney = {
  /** Every state but an active subscription invites the customer to start one. */
  state: "active_subscription" | "no_subscription";
  /** When the journey began: the earliest start among the subscriptions still running. */
  journeyStart: string | null;
  /** The subscription that ships soonest, if any ships at all. */
  nextShipment: JourneySubscription | null;
};

/** The hair journey a customer's subscriptions make: on it while one is not canceled (a paused
 * or unpaid plan is still the customer's), its next shipment the soonest one that ships. */
export function hairJourney(subscriptions: JourneySubscription[]): HairJourney {
  const running = subscriptions.filter((subscription) => subscription.status !== "canceled");
  if (!running.length) return { state: "no_subscription", journeyStart: null, nextShipment: null };
  const starts = running.map((subscription) => subscription.journey_start_date).filter((day): day is string => !!day);
  const shipping = running
    .filter((subscription) => shipsNext(subscription.status) && subscription.next_charge.date)
    .sort((a, b) => a.next_charge.date!.localeCompare(b.next_charge.date!));
  return { state: "active_subscription", journeyStart: starts.sort()[0] ?? null, nextShipment: shipping[0] ?? null };
}
