import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { saveScrollPosition, savedScrollPosition } from "@/lib/ui/scroll-memory";

import { ScrollManager } from "./ScrollManager";

// The router's view of the address; tests move it like a client-side navigation would.
const route = vi.hoisted(() => ({ pathname: "/", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

let scrollY = 0;
const scrollIntoView = vi.fn();
const scrollTo = vi.fn((x: number, y: number) => {
  scrollY = y;
});

/** What Next does on a link click: push the address, then render the new page. */
function navigate(rerender: (ui: React.ReactElement) => void, url: string, ui: React.ReactElement) {
  const next = new URL(url, window.location.origin);
  window.history.pushState(null, "", next.pathname + next.search + next.hash);
  route.pathname = next.pathname;
  route.search = next.search;
  act(() => rerender(ui));
  act(() => vi.advanceTimersToNextFrame());
}

/** What the browser and Next do on back/forward: change the address, fire popstate, render. */
function traverse(rerender: (ui: React.ReactElement) => void, url: string, ui: React.ReactElement) {
  const next = new URL(url, window.location.origin);
  window.history.replaceState(null, "", next.pathname + next.search + next.hash);
  window.dispatchEvent(new PopStateEvent("popstate"));
  route.pathname = next.pathname;
  route.search = next.search;
  act(() => rerender(ui));
  act(() => vi.advanceTimersToNextFrame());
}

function userScrollsTo(y: number) {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersToNextFrame();
  });
}

function page(children?: React.ReactElement) {
  return (
    <>
      <ScrollManager />
      {children}
    </>
  );
}

describe("ScrollManager", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
    sessionStorage.clear();
    scrollY = 0;
    scrollTo.mockClear();
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
    Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrollY });
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 5000 });
    window.history.replaceState(null, "", "/science/");
    route.pathname = "/science/";
    route.search = "";
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("takes over scroll restoration from the browser while mounted", () => {
    window.history.scrollRestoration = "auto";
    const { unmount } = render(page());

    expect(window.history.scrollRestoration).toBe("manual");
    unmount();
    expect(window.history.scrollRestoration).toBe("auto");
  });

  it("leaves a freshly loaded page where the browser opened it", () => {
    render(page());
    act(() => vi.advanceTimersToNextFrame());
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("gives the saved position back when the page itself is loaded by back/forward or reload", () => {
    saveScrollPosition(sessionStorage, "/science/", 700);
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { type: "back_forward" } as unknown as PerformanceEntry,
    ]);

    render(page());
    act(() => vi.advanceTimersToNextFrame());

    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  });

  it("saves each page's position under its own address", () => {
    const { rerender } = render(page());
    userScrollsTo(600);
    navigate(rerender, "/results/", page());
    userScrollsTo(120);

    expect(savedScrollPosition(sessionStorage, "/science/")).toBe(600);
    expect(savedScrollPosition(sessionStorage, "/results/")).toBe(120);
  });

  it("goes to the top on a route change, then back to 600 on /science/ after back", () => {
    const { rerender } = render(page());
    userScrollsTo(600);

    navigate(rerender, "/results/", page());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    traverse(rerender, "/science/", page());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
  });

  it("keeps a page's position when the router scrolls before the next page is handled", () => {
    const { rerender } = render(page());
    userScrollsTo(600);

    window.history.pushState(null, "", "/results/");
    userScrollsTo(0);
    route.pathname = "/results/";
    act(() => rerender(page()));

    expect(savedScrollPosition(sessionStorage, "/science/")).toBe(600);
  });

  it("restores even when the router renders the page inside its own popstate listener, run first", () => {
    let rerenderPage: (ui: React.ReactElement) => void = () => {};
    const routerRendersNow = () => {
      route.pathname = window.location.pathname;
      act(() => rerenderPage(page()));
    };
    window.addEventListener("popstate", routerRendersNow);
    try {
      const { rerender } = render(page());
      rerenderPage = rerender;
      userScrollsTo(600);
      navigate(rerender, "/results/", page());

      window.history.replaceState(null, "", "/science/");
      window.dispatchEvent(new PopStateEvent("popstate"));
      act(() => vi.advanceTimersToNextFrame());

      expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
    } finally {
      window.removeEventListener("popstate", routerRendersNow);
    }
  });

  it("goes to the top, not to a remembered position, when a page is reached by a link", () => {
    saveScrollPosition(sessionStorage, "/results/", 900);
    const { rerender } = render(page());

    navigate(rerender, "/results/", page());

    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it("scrolls to the element the hash names", () => {
    const { rerender } = render(page());

    navigate(rerender, "/products/#scalp", page(<section id="scalp" />));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("scalp"));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("waits for a hash target that renders a little later", () => {
    const { rerender } = render(page());
    navigate(rerender, "/products/#scalp", page());
    act(() => vi.advanceTimersToNextFrame());

    const late = document.createElement("section");
    late.id = "scalp";
    document.body.append(late);
    act(() => vi.advanceTimersToNextFrame());

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    late.remove();
  });

  it("waits for the page to be tall enough before restoring", () => {
    const { rerender } = render(page());
    userScrollsTo(3000);
    navigate(rerender, "/results/", page());
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 1000 });

    traverse(rerender, "/science/", page());
    expect(scrollTo).not.toHaveBeenLastCalledWith(0, 3000);

    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 5000 });
    act(() => vi.advanceTimersToNextFrame());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 3000);
  });

  it("does not restore on a page whose layout turns restoration off (prop)", () => {
    const off = () => <ScrollManager scrollRestoration={false} />;
    const { rerender } = render(off());
    userScrollsTo(600);
    navigate(rerender, "/results/", off());

    traverse(rerender, "/science/", off());

    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it("does not restore on a page that carries the opt-out marker", () => {
    const { rerender } = render(page());
    navigate(rerender, "/shedthesilence/", page());
    userScrollsTo(800);
    navigate(rerender, "/results/", page());

    traverse(rerender, "/shedthesilence/", page(<main data-scroll-restoration="off" />));

    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it("treats a back/forward between anchors of the same page as no route change", () => {
    const { rerender } = render(page());
    act(() => vi.advanceTimersToNextFrame());
    window.history.pushState(null, "", "/science/#clinical");
    window.dispatchEvent(new PopStateEvent("popstate"));
    saveScrollPosition(sessionStorage, "/results/", 450);

    navigate(rerender, "/results/", page());

    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
