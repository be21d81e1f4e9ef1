"use client";

import { lazyIsland } from "@/lib/ui/lazy-island";

/** BrandVariantMarker, its code in a chunk of its own, off every page's first load. */
export const BrandVariantMarkerIsland = lazyIsland(() => import("./BrandVariantMarker").then((module) => module.BrandVariantMarker));
