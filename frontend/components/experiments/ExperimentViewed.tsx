"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Sends Experiment Viewed 3 s into each view of a page under a running experiment (the proxy's
 * rw_view_exp cookie names it, per path); the sending code loads only then. Renders nothing;
 * mounted once in the root layout.
 */
export function ExperimentViewed() {
  const pathname = usePathname();
  useEffect(() => {
    if (!document.cookie.includes("rw_view_exp=")) return;
    const path = location.pathname;
    const timer = setTimeout(() => import("@/lib/experiments/viewed").then((viewed) => viewed.sendExperimentViewed(path)), 3000);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
