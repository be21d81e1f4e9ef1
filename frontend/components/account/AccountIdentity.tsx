"use client";

import { createContext, useContext, useEffect, type ReactNode } from "react";

import { identify } from "@/lib/analytics/identify";

export type AccountIdentity = { user_id: number };

/** Whom this page load has identified already: once is enough. */
let identified: number | null = null;

const IdentityContext = createContext<AccountIdentity | null>(null);

/** Whose account page this is: a signed-in customer, so its errors send the subscription error
 * event, and the tracker's identify call goes once (the collector names the customer from the
 * session; the browser sends no identity of its own). */
export function AccountIdentityProvider({ identity, children }: { identity: AccountIdentity; children: ReactNode }) {
  const { user_id } = identity;
  useEffect(() => {
    if (identified === user_id) return;
    identified = user_id;
    identify();
  }, [user_id]);
  return <IdentityContext.Provider value={identity}>{children}</IdentityContext.Provider>;
}

export function useAccountIdentity(): AccountIdentity | null {
  return useContext(IdentityContext);
}
