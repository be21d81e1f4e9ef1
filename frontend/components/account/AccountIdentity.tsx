"use client";

import { createContext, useContext, useEffect, type ReactNode } from "react";

import { identify } from "@/lib/analytics/identify";

export type AccountIdentity = { email: string; user_id: number; telephone?: string | null };

/** Whom this page load has identified already: once is enough. */
let identified: number | null = null;

const IdentityContext = createContext<AccountIdentity | null>(null);

/** Who the account page belongs to, for the analytics events its errors send; the tracker's
 * identify call (email and telephone, with their hashes) names the signed-in customer. */
export function AccountIdentityProvider({ identity, children }: { identity: AccountIdentity; children: ReactNode }) {
  const { user_id, email, telephone } = identity;
  useEffect(() => {
    if (identified === user_id) return;
    identified = user_id;
    void identify(user_id, { email, phone: telephone });
  }, [user_id, email, telephone]);
  return <IdentityContext.Provider value={identity}>{children}</IdentityContext.Provider>;
}

export function useAccountIdentity(): AccountIdentity | null {
  return useContext(IdentityContext);
}
