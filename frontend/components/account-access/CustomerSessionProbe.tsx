"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { syncCustomer, type HeaderCustomerOperation } from "@/lib/account-access/customer-store";

/** Asks who is signed in when the page loads with a stored token, and again after a navigation
 * that may have logged the shopper in or out; renders nothing itself. */
export function CustomerSessionProbe({ operation }: { operation: HeaderCustomerOperation }) {
  const pathname = usePathname();
  useEffect(() => syncCustomer(operation), [pathname, operation]);
  return null;
}
