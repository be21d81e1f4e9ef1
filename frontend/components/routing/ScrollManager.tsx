"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useLayoutEffect, useRef } from "react";

import {
  SCROLL_RESTORATION_ATTRIBUTE,
  type ScrollDecision,
  canReach,
  decideScroll,
  isReturningNavigationType,
  saveScrollPosition,
  savedScrollPosition,
  scrollKey,
} from "@/lib/ui/scroll-memory";
import { checkForNewBuild } from "@/lib/build/new-build-check";
import { browserStorage } from "@/lib/ui/storage";

/** Content may still be arriving when a page comes back; give it this many frames to grow. */
const MAX_SCROLL_ATTEMPT_FRAMES = 60;

type ScrollManagerProps = {
  /**
   * Restore positions on back/forward (default true). False turns restoration off wherever
   * this manager runs. Single pages whose layout says scroll_restoration = false opt out with
   * the data-scroll-restoration="off" marker (scrollRestorationMarker() in
   * lib/ui/scroll-memory) on an element they render, usually their <main>.
   */
  scrollRestoration?: boolean;
};

function currentUrl(): string {
  return window.location.pathname + window.location.search;
}

function pageOptsOut(): boolean {
  return document.querySelector(`[${SCROLL_RESTORATION_ATTRIBUTE}="off"]`) !== null;
}

function pageLoadWasReturning(): boolean {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  return isReturningNavigationType((entry as PerformanceNavigationTiming | undefined)?.type);
}

/** Scrolls as decided, retrying on animation frames while the target is not laid out yet. */
function applyDecision(decision: ScrollDecision): () => void {
  let frame = 0;
  let attempts = 0;
  const attempt = () => {
    attempts += 1;
    const lastTry = attempts >= MAX_SCROLL_ATTEMPT_FRAMES;
    if (decision.kind === "top") {
      window.scrollTo(0, 0);
      return;
    }
    if (decision.kind === "hash") {
      const target = document.getElementById(decision.id);
      if (target) return target.scrollIntoView();
      if (lastTry) return;
    } else {
      const root = document.documentElement;
      if (canReach(decision.y, root.scrollHeight, window.innerHeight) || lastTry) {
        window.scrollTo(0, decision.y);
        return;
      }
    }
    frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

function ScrollMemory({ scrollRestoration = true }: ScrollManagerProps) {
  const pathname = usePathname() ?? "/";
  const search = useSearchParams()?.toString() ?? "";
  const key = scrollKey(pathname, search);

  /** The page whose position scroll events are saved under; null before the first page. */
  const activeKey = useRef<string | null>(null);
  /** The address last handled, to tell a page change from a hash-only back/forward. */
  const handledUrl = useRef<string | null>(null);
  /** A page has been rendered and its scrolling is still to be decided. */
  const deciding = useRef(false);
  const returning = useRef(false);
  // Read when the route changes; a changed setting alone must not move the page.
  const restorationAllowed = useRef(scrollRestoration);
  useLayoutEffect(() => {
    restorationAllowed.current = scrollRestoration;
  }, [scrollRestoration]);

  useEffect(() => {
    const { history } = window;
    const previousRestoration = history.scrollRestoration;
    history.scrollRestoration = "manual";

    // The router may render the page it goes back to inside its own popstate listener, before
    // this one runs: a back/forward then arrives while that page's scrolling is undecided.
    const onPopState = () => {
      if (deciding.current || currentUrl() !== handledUrl.current) returning.current = true;
    };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        // Between an address change and the new page's handling here, the router may already
        // scroll (to the top of the next page): that offset belongs to neither page.
        if (activeKey.current && currentUrl() === handledUrl.current) {
          saveScrollPosition(browserStorage("sessionStorage"), activeKey.current, window.scrollY);
        }
      });
    };
    window.addEventListener("popstate", onPopState);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("popstate", onPopState);
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      history.scrollRestoration = previousRestoration;
    };
  }, []);

  // A layout effect: it runs right after the new page is in the DOM, before the first scroll
  // event of the new page, so no position is ever saved under the wrong page. The saved
  // position is read now, before the new page's first scroll event can overwrite it; where to
  // go is decided at the next frame (before it is painted), once any popstate has been seen.
  useLayoutEffect(() => {
    const firstPage = activeKey.current === null;
    void checkForNewBuild(firstPage);
    activeKey.current = key;
    handledUrl.current = currentUrl();
    deciding.current = true;
    const saved = savedScrollPosition(browserStorage("sessionStorage"), key);
    let stopScrolling = () => {};
    const frame = requestAnimationFrame(() => {
      deciding.current = false;
      const cameBack = firstPage ? pageLoadWasReturning() : returning.current;
      returning.current = false;
      const decision = decideScroll({
        hash: window.location.hash,
        returning: cameBack,
        restorationEnabled: restorationAllowed.current && !pageOptsOut(),
        saved,
      });
      // A fresh page load already starts at the top, or at its anchor where the browser put it.
      if (firstPage && decision.kind !== "restore") return;
      stopScrolling = applyDecision(decision);
    });
    return () => {
      cancelAnimationFrame(frame);
      stopScrolling();
      deciding.current = false;
    };
  }, [key]);

  return null;
}

/**
 * Scroll handling for the whole storefront: route changes go to the top
 * or to the hash's element, back/forward returns to the page's saved position. Mount it once in
 * the root layout's <body>; it renders nothing and brings its own Suspense boundary, so reading
 * the query never turns the page itself into client rendering.
 */
export function ScrollManager(props: ScrollManagerProps) {
  return (
    <Suspense fallback={null}>
      <ScrollMemory {...props} />
    </Suspense>
  );
}
