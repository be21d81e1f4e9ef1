"use client";

import type { ReactNode } from "react";

import { useScrolled } from "@/lib/ui/use-scrolled";

type Props = { className: string; kind: string; children: ReactNode };

/** The header bar that stays on screen; it gets a scrolled marker past 85 px. */
export function StickyHeader({ className, kind, children }: Props) {
  const scrolled = useScrolled();
  return (
    <header className={className} data-header={kind} data-scrolled={scrolled || undefined}>
      {children}
    </header>
  );
}
