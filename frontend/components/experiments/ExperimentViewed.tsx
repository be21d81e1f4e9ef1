"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Sends Experiment Viewed 3 s into each view of a page under a running experiment (the proxy's
 * rw_exp_view cookie names it); its code loads only then. Renders nothing; mounted once in the
 * root layout.
 */
export function ExperimentViewed() {
  const pathname = usePathname();
  useEffect(() => {
    if (!document.cookie.includes("rw_exp_view=")) return;
    let cancel: (() => void) | undefined;
    let left = false;
    void import("@/lib/experiments/viewed").then(({ scheduleExperimentViewed }) => {
      if (!left) cancel = scheduleExperimentViewed();
    });
    return () => {
      left = true;
      cancel?.();
    };
  }, [pathname]);
  return null;
}
