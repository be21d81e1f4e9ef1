"use client";

import Link from "next/link";
import type { ReactNode } from "react";

import { useCustomer } from "@/lib/account-access/customer-store";
import { ACCOUNT_PATH, LOGIN_PATH } from "@/lib/session/paths";

/**
 * The header's person icon: to the login page for visitors, to the account,
 * named My Account, for a signed-in customer. Never prefetched: both pages depend on the session.
 */
export function AccountIconLink({ className, icon }: { className?: string; icon: ReactNode }) {
  const customer = useCustomer();
  return (
    <Link
      href={customer ? ACCOUNT_PATH : LOGIN_PATH}
      className={className}
      aria-label={customer ? "My Account" : "Log in to your account"}
      prefetch={false}
    >
      {icon}
    </Link>
  );
}
