import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useScrolledAbove } from "./use-scrolled-above";

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean };

let observers: Observed[] = [];
let mediaListeners: (() => void)[] = [];
let desktop = false;

class FakeObserver {
  record: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function Section() {
  const ref = useRef<HTMLElement>(null);
  const above = useScrolledAbove(ref);
  return (
    <>
      <section ref={ref}>Buy once</section>
      <output data-testid="above">{String(above)}</output>
    </>
  );
}

/** The latest observer reports the section's bottom edge at `bottom` px from the viewport's top. */
function report(bottom: number) {
  const { callback, options } = observers.at(-1)!;
  const top = -Number.parseInt(String(options?.rootMargin ?? "0"), 10) || 0;
  const isIntersecting = bottom > top && bottom - 300 < 800;
  const entry = {
    isIntersecting,
    boundingClientRect: { top: bottom - 300, bottom },
    rootBounds: { top, bottom: 800 },
  } as unknown as IntersectionObserverEntry;
  act(() => callback([entry], {} as IntersectionObserver));
}

const above = () => screen.getByTestId("above").textContent;

beforeEach(() => {
  observers = [];
  mediaListeners = [];
  desktop = false;
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return query === "(min-width: 1024px)" && desktop;
    },
    addEventListener: (_type: string, listener: () => void) => mediaListeners.push(listener),
    removeEventListener: (_type: string, listener: () => void) => {
      mediaListeners = mediaListeners.filter((other) => other !== listener);
    },
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useScrolledAbove", () => {
  it("on mobile, turns true once the section's bottom passes the viewport's top, and back", () => {
    render(<Section />);
    expect(observers[0].options).toEqual({ rootMargin: "0px 0px 0px 0px", threshold: 0 });
    expect(above()).toBe("false");

    report(1);
    expect(above()).toBe("false");
    report(0);
    expect(above()).toBe("true");
    report(250);
    expect(above()).toBe("false");
  });

  it("on desktop, turns true 40 px before the top", () => {
    desktop = true;
    render(<Section />);
    expect(observers[0].options?.rootMargin).toBe("-40px 0px 0px 0px");

    report(41);
    expect(above()).toBe("false");
    report(40);
    expect(above()).toBe("true");
  });

  it("stays false while the section is still below the viewport", () => {
    render(<Section />);

    report(1400);

    expect(above()).toBe("false");
  });

  it("watches again with the other offset when the window crosses 1024 px, and stops when unmounted", () => {
    const { unmount } = render(<Section />);

    desktop = true;
    act(() => mediaListeners.forEach((listener) => listener()));

    expect(observers).toHaveLength(2);
    expect(observers[0].disconnected).toBe(true);
    expect(observers[1].options?.rootMargin).toBe("-40px 0px 0px 0px");
    unmount();
    expect(observers[1].disconnected).toBe(true);
    expect(mediaListeners).toHaveLength(0);
  });
});
