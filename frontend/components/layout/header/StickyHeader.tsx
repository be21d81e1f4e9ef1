import type { ReactNode } from "react";

import { StickyHeaderScrollIsland } from "@/components/layout/ChromeIslands";

type Props = { className: string; kind: string; children: ReactNode };

/** The header bar that stays on screen; it gets a scrolled marker past 85 px (StickyHeaderScroll). */
export function StickyHeader({ className, kind, children }: Props) {
  return (
    <header className={className} data-header={kind}>
      {children}
      <StickyHeaderScrollIsland kind={kind} />
    </header>
  );
}
