"use client";

import { lazyIsland } from "@/lib/ui/lazy-island";

/** ExperimentViewed, its code in a chunk of its own, off every page's first load. */
export const ExperimentViewedIsland = lazyIsland(() => import("./ExperimentViewed").then((module) => module.ExperimentViewed));
