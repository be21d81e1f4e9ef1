"use client";

import { type RefObject, useEffect, useState } from "react";

import { DESKTOP_MIN_WIDTH } from "@/lib/design/tokens";

/** How far below the viewport's top an element counts as scrolled away. */
export const STICKY_BAR_OFFSET = { desktop: 40, mobile: 0 } as const;

/**
 * True once the whole element has scrolled up past the top of the viewport (less the offset:
 * 40 px from 1024 px wide, else 0); false while any of it shows or it is still below. Watched
 * with an IntersectionObserver, so scrolling costs nothing; always false on the server.
 */
export function useScrolledAbove(target: RefObject<Element | null>): boolean {
  const [above, setAbove] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    let observer: IntersectionObserver | undefined;

    const observe = () => {
      observer?.disconnect();
      const offset = desktop.matches ? STICKY_BAR_OFFSET.desktop : STICKY_BAR_OFFSET.mobile;
      observer = new IntersectionObserver(
        ([entry]) => {
          const top = entry.rootBounds?.top ?? offset;
          setAbove(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
        },
        { rootMargin: `${-offset}px 0px 0px 0px`, threshold: 0 },
      );
      observer.observe(element);
    };

    observe();
    desktop.addEventListener("change", observe);
    return () => {
      desktop.removeEventListener("change", observe);
      observer?.disconnect();
    };
  }, [target]);

  return above;
}
