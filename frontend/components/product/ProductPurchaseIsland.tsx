"use client";

import { lazyIsland } from "@/lib/ui/lazy-island";

/** The purchase box (ProductPurchase), its code fetched only by the pages that show one rather
 * than with the first load of every CMS page. */
export const ProductPurchaseIsland = lazyIsland(() => import("./ProductPurchase").then((module) => module.ProductPurchase));
