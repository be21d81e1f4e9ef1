"use client";

import { type ReactNode, lazy, Suspense, useRef, useState } from "react";

import type { SearchOperations } from "@/lib/search/api";
import type { SearchSection } from "@/lib/search/types";

// The overlay's code is fetched on the first click (or as the pointer comes near the button), so
// it adds nothing to a page's first-load JavaScript.
const loadOverlay = () => import("./SearchOverlay");
const SearchOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.SearchOverlay })));

type Props = {
  operations: SearchOperations;
  section: SearchSection;
  /** Whether the line's quiz page is live (the default view offers it only then). */
  quizLive: boolean;
  className?: string;
  /** Drawn by the server, so that no icon's code ships to the browser. */
  icon: ReactNode;
};

/** The header's search icon: opens the search overlay. */
export function SearchButton({ operations, section, quizLive, className, icon }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadOverlay().catch(() => undefined)}
        onClick={() => setOpen(true)}
      >
        {icon}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchOverlay
            operations={operations}
            section={section}
            quizLive={quizLive}
            opener={button}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
