// Browser code: who is signed in, for the parts of cached, shared pages that differ by role (the
// header's person icon, personal ribbons). The API is asked once per page load, and only
// when the `logged_in` marker says a token is stored.
import { useSyncExternalStore } from "react";

import type { BrowserOperation } from "@/lib/graphql/browser";
import type { HeaderCustomerQuery, HeaderCustomerQueryVariables } from "@/lib/graphql/generated/graphql";

import { hasLoggedInMarker } from "@/lib/session/cookies";

export type SignedInCustomer = { firstname: string };
export type HeaderCustomerOperation = BrowserOperation<HeaderCustomerQuery, HeaderCustomerQueryVariables>;

let customer: SignedInCustomer | null = null;
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: SignedInCustomer | null) {
  if (next?.firstname === customer?.firstname) return;
  customer = next;
  listeners.forEach((listener) => listener());
}

/**
 * Brings the signed-in state up to date with the cookies: no marker, nobody signed in; a marker,
 * ask the API once. A customer without a first name does not count, and their token is cleared;
 * an API that cannot be reached changes nothing (the next page asks again). The transport and the
 * sign-out are imported only then: visitors, most of the shop's traffic, never load them.
 */
export function syncCustomer(operation: HeaderCustomerOperation): void {
  if (!hasLoggedInMarker(document.cookie)) {
    publish(null);
    return;
  }
  if (customer || asking) return;
  asking = import("@/lib/graphql/browser")
    .then(({ postGraphQL }) => postGraphQL(operation, {}))
    .then(async (result) => {
      const firstname = result.kind === "data" ? result.data.customer?.firstname?.trim() : undefined;
      if (firstname) {
        publish({ firstname });
      } else if (result.kind === "data" || (result.kind === "refused" && result.code === "UNAUTHENTICATED")) {
        const { signOut } = await import("./actions");
        await signOut();
        publish(null);
      }
    })
    // Signing out failed on the way (a network error): the next page load tries again.
    .catch(() => undefined)
    .finally(() => {
      asking = null;
    });
}

/** Forgets the answer, e.g. once the shopper logs in or out on this page. */
export function forgetCustomer(): void {
  publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in customer, or null (always null while the server renders shared pages). */
export function useCustomer(): SignedInCustomer | null {
  return useSyncExternalStore(
    subscribe,
    () => customer,
    () => null,
  );
}
