import type { Metadata } from "next";

import { ConfirmationView } from "@/components/checkout/ConfirmationView";
import { loadConfirmation } from "@/lib/checkout/confirmation";

// One shopper's order: rendered for each request, never cached, never indexed.
export const dynamic = "force-dynamic";
// The address carries the confirmation token: no other site gets it as a referrer.
export const metadata: Metadata = { title: "Thank you", robots: { index: false }, referrer: "same-origin" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ConfirmationRoute({ searchParams }: Props) {
  const { token } = await searchParams;
  return <ConfirmationView loaded={await loadConfirmation(typeof token === "string" ? token : undefined)} />;
}
