"use client";

import { useEffect, useRef } from "react";

import { whenIdle } from "@/lib/ui/when-idle";

/**
 * Brings the server-drawn desktop navigation it sits in to life (lib/layout/desktop-nav.ts). Its
 * code is fetched once the page is idle, or as soon as the pointer or the focus enters the
 * navigation, so it adds nothing to a page's first-load JavaScript; a dropdown hovered or focused
 * before it came opens as it comes. If the code fails to come, the next hover or focus asks again.
 */
export function DesktopNavBehaviour() {
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const nav = marker.current?.closest("nav");
    if (!nav) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    let asked = false;
    const arm = () => {
      nav.addEventListener("pointerover", load);
      nav.addEventListener("focusin", load);
    };
    const disarm = () => {
      nav.removeEventListener("pointerover", load);
      nav.removeEventListener("focusin", load);
    };
    const load = () => {
      if (asked) return;
      asked = true;
      disarm();
      void import("@/lib/layout/desktop-nav").then(
        ({ enhanceDesktopNav }) => {
          if (!stopped) stop = enhanceDesktopNav(nav);
        },
        () => {
          // Offline, or the chunk gone with a deploy: the next hover or focus asks again.
          asked = false;
          if (!stopped) arm();
        },
      );
    };
    arm();
    whenIdle(load);
    return () => {
      stopped = true;
      disarm();
      stop?.();
    };
  }, []);

  return <span ref={marker} hidden />;
}
