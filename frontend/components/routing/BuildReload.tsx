"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * After each client-side navigation, checks (with code loaded only then) whether a new build is
 * out and, if so, loads the page afresh once. The first load is the current build already.
 */
export function BuildReload({ build }: { build: string | null }) {
  const path = usePathname();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const first = shown.current === null;
    shown.current = path;
    if (first || !build) return;
    // The check's own chunk missing (while online) means this tab's build is gone: load afresh.
    import("@/lib/browser/build-reload").then(
      (reload) => reload.afterNavigation(build),
      () => navigator.onLine && window.location.reload(),
    );
  }, [path, build]);
  return null;
}
