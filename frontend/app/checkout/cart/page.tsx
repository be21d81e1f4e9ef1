import type { Metadata } from "next";

import { CartPageView } from "@/components/cart/CartPageView";
import { loadVisitorCart } from "@/lib/cart/server";

// The visitor's own cart: rendered for each request, never cached.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Shopping Cart", robots: { index: false } };

export default async function CartRoute() {
  return <CartPageView loaded={await loadVisitorCart()} />;
}
