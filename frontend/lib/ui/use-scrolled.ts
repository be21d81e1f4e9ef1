"use client";

import { useEffect, useState } from "react";

import { HEADER_SCROLLED_THRESHOLD } from "@/lib/design/tokens";

/** Whether a vertical scroll offset is past the header's scrolled threshold (85 px). */
export function isPastThreshold(scrollY: number, threshold = HEADER_SCROLLED_THRESHOLD): boolean {
  return scrollY > threshold;
}

/**
 * True while the window is scrolled past `threshold` pixels (85 by default: the header's
 * scrolled marker). The scroll listener is passive and reads the offset at most once per
 * animation frame. Always false on the server and in the first client render.
 */
export function useScrolled(threshold = HEADER_SCROLLED_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(isPastThreshold(window.scrollY, threshold));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The page may open already scrolled (a restored position or an anchor).
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return scrolled;
}
