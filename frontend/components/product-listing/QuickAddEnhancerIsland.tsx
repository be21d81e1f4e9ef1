"use client";

import { lazyIsland } from "@/lib/ui/lazy-island";

/** QuickAddEnhancer, its code in a chunk of its own, off every page's first load. */
export const QuickAddEnhancerIsland = lazyIsland(() => import("./QuickAddEnhancer").then((module) => module.QuickAddEnhancer));
