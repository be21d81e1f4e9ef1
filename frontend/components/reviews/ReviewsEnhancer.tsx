"use client";

import { useState, type ComponentType, type MouseEvent, type ReactNode } from "react";

import { actionOf, type IslandProps, type ReviewAction } from "./island-types";

type Props = Omit<IslandProps, "firstAction"> & { children: ReactNode };

/**
 * The server-rendered reviews until the shopper presses one of their buttons (more, sort, a vote):
 * then the island that pages and votes is fetched and takes over, doing what was pressed. The
 * product page's first load carries only this wrapper (see scripts/first-load-js.mjs).
 */
export function ReviewsEnhancer({ children, ...props }: Props) {
  const [island, setIsland] = useState<{ Island: ComponentType<IslandProps>; action: ReviewAction } | null>(null);
  if (island) return <island.Island {...props} firstAction={island.action} />;

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const control = (event.target as Element).closest<HTMLElement>("[data-review-action]");
    const action = control && actionOf(control.dataset);
    if (!control || !action) return;
    control.setAttribute("aria-busy", "true");
    import("./ReviewsIsland").then(
      ({ ReviewsIsland }) => setIsland({ Island: ReviewsIsland, action }),
      // Offline: nothing happened; the button can be pressed again.
      () => control.removeAttribute("aria-busy"),
    );
  }
  // The controls inside are buttons (keyboard included); this only listens to their clicks.
  return <div onClick={onClick}>{children}</div>;
}
