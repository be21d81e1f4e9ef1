import { renewalDays } from "@/lib/subscriptions/terms";

/** The status names customers read; an unknown status shows its own words. */
const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  paused: "Paused",
  payment_failed: "Payment failed",
  canceled: "Canceled",
};

export function subscriptionStatusLabel(status: string): string {
  const words = status.replaceAll("_", " ");
  return STATUS_LABELS[status] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** How often it ships, in the shop's words: plans bill every 1, 3 or 6 months, which the shop
 * calls "Every 30/90/180 days". */
export function subscriptionFrequencyLabel(count: number, unit: string): string {
  if (unit === "month") return `Every ${renewalDays(count)} days`;
  return `Every ${count} ${unit}${count === 1 ? "" : "s"}`;
}

export const subscriptionHref = (entityId: number) => `/account/subscriptions/${entityId}/`;

/** The largest id GraphQL's Int carries. */
const MAX_ID = 2 ** 31 - 1;

/** A subscription page's id from its URL ("12"), or null when it cannot be one (letters, 0,
 * leading zeros, too large): such a page is not found without asking the API. */
export function parseSubscriptionId(value: string): number | null {
  if (!/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** Whether a subscription with this status has a next shipment: a canceled or paused plan ships
 * nothing, whatever date it last had. */
export const shipsNext = (status: string) => status === "active" || status === "payment_failed";
