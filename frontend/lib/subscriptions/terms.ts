// The auto-renewal terms, in the words the shop sells plans with: shown where plans are sold, next
// to Place Order and on the confirmation, so that a subscriber knows what renews, how often, at
// what price, from when, and how to cancel.
import { formatPrice } from "@/lib/money";

/** The days between deliveries the shop advertises for a plan billed every so many months: 30 per
 * month ("Every 30/90/180 days" for 1/3/6 months). */
export function renewalDays(months: number): number {
  return months * 30;
}

/** "renews every 90 days at $224": a plan billed every `months` months at `price` each time. */
export function renewsEvery(months: number, price: string, currency?: string): string {
  return `renews every ${renewalDays(months)} days at ${formatPrice(price, currency)}`;
}

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
