// When a subscription renews and how to stop it: what checkout and the confirmation restate
// beside the terms (./terms).

/** A plan's first renewal when it starts on `start`: the same day `months` later, or that month's
 * last day when it is shorter, as the shop schedules renewals. */
export function firstRenewal(start: Date, months: number): Date {
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

/** A day as subscribers read it: "March 10, 2027". */
export function renewalDate(day: Date): string {
  return day.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export const CANCEL_ONLINE = "Cancel online at any time before a renewal, in your account under Subscriptions.";
