import type { RequestReturnInput } from "@/lib/graphql/generated/graphql";
import { formatPrice } from "@/lib/money";

import { formatOrderDate } from "./orders";

export type ReturnableItem = { id: string; product_name: string; quantity_returnable: number };
export type ReturnChoice = { quantities: Record<string, number>; reason: string; note: string };
export type ReturnProblems = Partial<Record<"items" | "reason" | "note", string>>;

export const MAX_RETURN_NOTE = 1000;
export const NO_ITEMS = "Choose at least one item to return.";
export const NO_REASON = "Choose a reason for the return.";
export const NOTE_TOO_LONG = `Keep the note to ${MAX_RETURN_NOTE} characters.`;

/** The items a return may still include: those with something left to send back. */
export function returnableItems<T extends ReturnableItem>(items: readonly T[]): T[] {
  return items.filter((item) => item.quantity_returnable > 0);
}

/** requestReturn's input for what the customer chose, or what to fix first (the API checks again). */
export function returnInput(
  orderNumber: string,
  items: readonly ReturnableItem[],
  choice: ReturnChoice,
): { input: RequestReturnInput } | { problems: ReturnProblems } {
  const chosen = items
    .map((item) => ({
      order_item_id: item.id,
      quantity: Math.min(Math.max(Math.trunc(choice.quantities[item.id] ?? 0), 0), item.quantity_returnable),
    }))
    .filter((item) => item.quantity > 0);
  const note = choice.note.trim();
  const problems: ReturnProblems = {};
  if (chosen.length === 0) problems.items = NO_ITEMS;
  if (!choice.reason) problems.reason = NO_REASON;
  if (note.length > MAX_RETURN_NOTE) problems.note = NOTE_TOO_LONG;
  if (Object.keys(problems).length > 0) return { problems };
  return { input: { order_number: orderNumber, items: chosen, reason: choice.reason, note: note || null } };
}

type ReturnSummary = {
  status: string;
  status_label: string;
  refund?: { value: string; currency: string } | null;
  refunded_at?: string | null;
  rejection_reason?: string | null;
};

/** One line saying where a return stands, beside its status badge: "Refunded $49.99 on March 5, 2026". */
export function returnStatusText(summary: ReturnSummary): string {
  if (summary.status === "REFUNDED" && summary.refund) {
    const amount = formatPrice(summary.refund.value, summary.refund.currency);
    return summary.refunded_at
      ? `Refunded ${amount} on ${formatOrderDate(summary.refunded_at)}`
      : `Refunded ${amount}`;
  }
  if (summary.status === "REJECTED" && summary.rejection_reason) return `We could not accept it: ${summary.rejection_reason}`;
  if (summary.status === "REQUESTED") return "We will refund it once the items are back with us.";
  if (summary.status === "RECEIVED") return "We have the items back; your refund is on its way.";
  return summary.status_label;
}
