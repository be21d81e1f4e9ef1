"use client";

import { useState, type ReactElement, type ReactNode } from "react";

import type { IslandProps } from "./island-types";

/**
 * The server-rendered reviews until the shopper presses one of their buttons (more, sort, a vote):
 * then the island that pages and votes is fetched and takes over, doing what was pressed. The
 * product page's first load carries only this wrapper, written to be as small as it can be: the
 * page is at its JavaScript budget (scripts/first-load-js.mjs). Offline, the import fails and
 * nothing happens; the button can be pressed again.
 */
export default function ReviewsEnhancer(props: Omit<IslandProps, "pressed"> & { children: ReactNode }) {
  const [island, load] = useState<ReactElement>();
  return (
    island ?? (
      // The controls are buttons holding only text, so a click's target is the button itself (keyboard presses
      // click them too) and its data-* attributes name what to do; any other click inside loads the island too,
      // which shows the same reviews and does nothing more (a check here would cost first-load bytes).
      <div
        onClick={(event) => {
          const pressed = (event.target as HTMLElement).dataset;
          import("./ReviewsIsland").then((island) => load(<island.default {...props} pressed={pressed} />));
        }}
      >
        {props.children}
      </div>
    )
  );
}
