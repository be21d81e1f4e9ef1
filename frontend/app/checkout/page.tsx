import type { Metadata } from "next";

import { CheckoutView } from "@/components/checkout/CheckoutView";
import { loadCheckout } from "@/lib/checkout/server";

// The visitor's own cart, addresses and cards: rendered for each request, never cached.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

export default async function CheckoutRoute() {
  return <CheckoutView loaded={await loadCheckout()} />;
}
