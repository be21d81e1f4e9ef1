"use client";

import { useEffect } from "react";

import { useScrolled } from "@/lib/ui/use-scrolled";

/** Marks the sticky header of this kind as scrolled past 85 px; draws nothing. */
export function StickyHeaderScroll({ kind }: { kind: string }) {
  const scrolled = useScrolled();
  useEffect(() => {
    const header = document.querySelector(`header[data-header="${kind}"]`);
    if (scrolled) header?.setAttribute("data-scrolled", "true");
    else header?.removeAttribute("data-scrolled");
  }, [kind, scrolled]);
  return null;
}
