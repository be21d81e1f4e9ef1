import { browserStorage } from "@/lib/ui/storage";

// placeOrder's idempotency key: made once per checkout attempt and kept in
// sessionStorage per cart, so that pressing Place Order again after a timeout, or after reloading
// the page, sends the same key and gets the order the first press may already have placed instead
// of a second one. It lives in this tab only: another tab is another attempt.

const PREFIX = "rootwell:checkout-attempt:";

// When storage is off (private modes may refuse it), the attempt lasts as long as the page.
const memory = new Map<string, string>();

function read(name: string): string | null {
  try {
    return browserStorage("sessionStorage")?.getItem(name) ?? memory.get(name) ?? null;
  } catch {
    return memory.get(name) ?? null;
  }
}

function write(name: string, value: string): void {
  const store = browserStorage("sessionStorage");
  try {
    if (store) {
      store.setItem(name, value);
      return;
    }
  } catch {
    // A full or refusing storage: keep it in memory instead.
  }
  memory.set(name, value);
}

function remove(name: string): void {
  memory.delete(name);
  try {
    browserStorage("sessionStorage")?.removeItem(name);
  } catch {
    // Nothing was kept there.
  }
}

/** The current attempt's key for this cart, made on first use. */
export function attemptKey(cartId: string): string {
  const name = PREFIX + cartId;
  const kept = read(name);
  if (kept) return kept;
  const key = crypto.randomUUID();
  write(name, key);
  return key;
}

/** The key an earlier press of this cart's attempt used, if the attempt is not over; else null. */
export function keptAttemptKey(cartId: string): string | null {
  return read(PREFIX + cartId);
}

/** Ends the attempt: after an order was placed, or a refusal that changed nothing (a decline). */
export function endAttempt(cartId: string): void {
  remove(PREFIX + cartId);
}
