// The auto-renewal terms, in the words the shop sells plans with: shown where plans are sold, next
// to Place Order and on the confirmation, so that a subscriber knows what renews, how often and at
// what price (./renewals adds from when, and how to cancel). Kept small: product pages load it.
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
