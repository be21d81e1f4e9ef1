"use client";

import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";

import { MOBILE_NAV_OFFSET } from "@/lib/design/tokens";

import type { MobileNavContent, MobileNavPanel as PanelType } from "./MobileNavPanel";

// The panel is hidden until the burger opens it: its code is fetched as the burger is touched,
// focused or pressed, so it adds nothing to a page's first-load JavaScript. Fetched by hand rather
// than with React.lazy: a failed fetch (offline, or the chunk gone with a deploy) must leave the
// burger closed and ready to ask again, not throw in the header and blank the whole page.
let panelCode: Promise<typeof PanelType> | null = null;
const loadPanel = () =>
  (panelCode ??= import("./MobileNavPanel").then(
    (module) => module.MobileNavPanel,
    (error: unknown) => {
      panelCode = null;
      throw error;
    },
  ));

/** The burger's two faces and its class, from the server, so that no icon's code and no class map
 * ship to the browser on first load. */
type Looks = { openIcon: ReactNode; closeIcon: ReactNode; burgerClass: string };

/**
 * The navigation below 1024 px: the burger button, and the panel it opens (MobileNavPanel). Opening
 * it hides the chat widget and closing it restores it; widening the window to the desktop layout
 * closes it. A press before the panel's code has come opens it as it comes; until then the burger
 * still says the menu is closed, and a second press or Escape calls the opening off.
 */
export function MobileNav({ openIcon, closeIcon, burgerClass, ...content }: MobileNavContent & Looks) {
  const [Panel, setPanel] = useState<typeof PanelType | null>(null);
  const [wanted, setWanted] = useState(false);
  const open = wanted && Panel !== null;
  // Once opened, the panel stays mounted so that closing it restores the chat and scrolling.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const [top, setTop] = useState(MOBILE_NAV_OFFSET);
  const burger = useRef<HTMLButtonElement>(null);

  const fetchPanel = useCallback(
    () =>
      loadPanel().then(
        (loaded) => {
          setPanel(() => loaded);
          return true;
        },
        () => false,
      ),
    [],
  );
  const preload = () => void fetchPanel();

  function toggle() {
    if (wanted) {
      setWanted(false);
      return;
    }
    const bar = burger.current?.closest("[data-header-bar]");
    if (bar) setTop(Math.max(0, bar.getBoundingClientRect().bottom));
    setWanted(true);
    // Not come: the burger stays closed, and the next press asks again.
    if (!Panel) void fetchPanel().then((loaded) => loaded || setWanted(false));
  }
  const close = useCallback(() => setWanted(false), []);

  const pending = wanted && !Panel;
  useEffect(() => {
    if (!pending) return;
    const cancel = (event: KeyboardEvent) => event.key === "Escape" && setWanted(false);
    document.addEventListener("keydown", cancel);
    return () => document.removeEventListener("keydown", cancel);
  }, [pending]);

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
      {Panel && opened && <Panel {...content} open={open} top={top} burger={burger} onClose={close} />}
    </>
  );
}
