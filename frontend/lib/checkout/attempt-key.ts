import { sessionStore } from "@/lib/browser/session-store";

// placeOrder's idempotency key (contract A): made once per checkout attempt and kept in
// sessionStorage per cart, so that pressing Place Order again after a timeout, or after reloading
// the page, sends the same key and gets the order the first press may already have placed instead
// of a second one. It lives in this tab only: another tab is another attempt.

const PREFIX = "rootwell:checkout-attempt:";

// When storage is off (private modes may refuse it), the key lasts as long as the page.
const memory = new Map<string, string>();

function newKey(): string {
  return crypto.randomUUID();
}

/** The current attempt's key for this cart, made on first use. */
export function attemptKey(cartId: string): string {
  const name = PREFIX + cartId;
  const store = sessionStore();
  try {
    const kept = store?.getItem(name) ?? memory.get(name);
    if (kept) return kept;
    const key = newKey();
    if (store) store.setItem(name, key);
    else memory.set(name, key);
    return key;
  } catch {
    // A full or refusing storage: keep the key in memory instead.
    const key = memory.get(name) ?? newKey();
    memory.set(name, key);
    return key;
  }
}

/** Ends the attempt: after an order was placed, or a refusal that changed nothing (a decline). */
export function endAttempt(cartId: string): void {
  const name = PREFIX + cartId;
  memory.delete(name);
  try {
    sessionStore()?.removeItem(name);
  } catch {
    // Nothing was kept there.
  }
}
