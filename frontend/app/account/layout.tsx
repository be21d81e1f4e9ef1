import type { Metadata } from "next";
import type { ReactNode } from "react";

import { AccountShell } from "@/components/account/AccountShell";

// Every account page is the signed-in customer's own: rendered per request, never cached.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: "My Account", template: "%s | My Account | Rootwell" },
  robots: { index: false, follow: false },
};

export default function AccountLayout({ children }: { children: ReactNode }) {
  return <AccountShell>{children}</AccountShell>;
}
