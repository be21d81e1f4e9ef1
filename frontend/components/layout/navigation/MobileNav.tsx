"use client";

import { type ReactNode, lazy, Suspense, useCallback, useRef, useState } from "react";

import { MOBILE_NAV_OFFSET } from "@/lib/design/tokens";

import type { MobileNavContent } from "./MobileNavPanel";

// The panel is hidden until the burger opens it: its code is fetched as the burger is touched,
// focused or pressed, so it adds nothing to a page's first-load JavaScript; a press before it has
// come opens the panel as soon as it comes.
const loadPanel = () => import("./MobileNavPanel");
const MobileNavPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileNavPanel })));
const preload = () => void loadPanel().catch(() => undefined);

/** The burger's two faces and its class, from the server, so that no icon's code and no class map
 * ship to the browser on first load. */
type Looks = { openIcon: ReactNode; closeIcon: ReactNode; burgerClass: string };

/**
 * The navigation below 1024 px: the burger button, and the panel it opens (MobileNavPanel). Opening
 * it hides the chat widget and closing it restores it; widening the window to the desktop layout
 * closes it.
 */
export function MobileNav({ openIcon, closeIcon, burgerClass, ...content }: MobileNavContent & Looks) {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted so that closing it restores the chat and scrolling.
  const [opened, setOpened] = useState(false);
  const [top, setTop] = useState(MOBILE_NAV_OFFSET);
  const burger = useRef<HTMLButtonElement>(null);

  function toggle() {
    const bar = burger.current?.closest("[data-header-bar]");
    if (!open && bar) setTop(Math.max(0, bar.getBoundingClientRect().bottom));
    setOpened(true);
    setOpen(!open);
  }
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        ref={burger}
        type="button"
        className={burgerClass}
        aria-expanded={open}
        aria-controls={opened ? "mobile-navigation" : undefined}
        aria-label={open ? "Close menu" : "Open menu"}
        onPointerDown={preload}
        onFocus={preload}
        onClick={toggle}
      >
        {open ? closeIcon : openIcon}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileNavPanel {...content} open={open} top={top} burger={burger} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
