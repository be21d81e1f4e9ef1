"use client";

import { createContext, useContext, type ReactNode } from "react";

export type AccountIdentity = { email: string; user_id: number };

const IdentityContext = createContext<AccountIdentity | null>(null);

/** Who the account page belongs to, for the analytics events its errors send. */
export function AccountIdentityProvider({ identity, children }: { identity: AccountIdentity; children: ReactNode }) {
  return <IdentityContext.Provider value={identity}>{children}</IdentityContext.Provider>;
}

export function useAccountIdentity(): AccountIdentity | null {
  return useContext(IdentityContext);
}
