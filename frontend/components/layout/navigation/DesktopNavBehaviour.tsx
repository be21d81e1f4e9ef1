"use client";

import { useEffect, useRef } from "react";

/**
 * Brings the server-drawn desktop navigation it sits in to life (lib/layout/desktop-nav.ts). Its
 * code is fetched once the page is idle, or as soon as the pointer or the focus enters the
 * navigation, so it adds nothing to a page's first-load JavaScript; a dropdown hovered or focused
 * before it came opens as it comes.
 */
export function DesktopNavBehaviour() {
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const nav = marker.current?.closest("nav");
    if (!nav) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    let asked = false;
    const load = () => {
      if (asked) return;
      asked = true;
      nav.removeEventListener("pointerover", load);
      nav.removeEventListener("focusin", load);
      void import("@/lib/layout/desktop-nav").then(({ enhanceDesktopNav }) => {
        if (!stopped) stop = enhanceDesktopNav(nav);
      });
    };
    nav.addEventListener("pointerover", load);
    nav.addEventListener("focusin", load);
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(load);
    return () => {
      stopped = true;
      nav.removeEventListener("pointerover", load);
      nav.removeEventListener("focusin", load);
      stop?.();
    };
  }, []);

  return <span ref={marker} hidden />;
}
