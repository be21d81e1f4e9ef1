"use client";

import type { ReactNode } from "react";

import { useCustomer } from "@/lib/account-access/customer-store";

/** One thing for visitors, another for a signed-in customer. Shared pages are
 * rendered for visitors and switch once the browser knows who is signed in. */
export function ByRole({ visitor, customer }: { visitor: ReactNode; customer: ReactNode }) {
  return <>{useCustomer() ? customer : visitor}</>;
}
