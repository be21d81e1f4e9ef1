import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useScrolled } from "./use-scrolled";

function Header() {
  const scrolled = useScrolled();
  return <header data-testid="header" data-scrolled={scrolled} />;
}

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

describe("useScrolled", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const marker = () => screen.getByTestId("header").getAttribute("data-scrolled");

  it("marks the header once the page is scrolled past 85 px, and unmarks it back at the top", () => {
    render(<Header />);
    expect(marker()).toBe("false");

    act(() => scrollTo(85));
    act(() => vi.advanceTimersToNextFrame());
    expect(marker()).toBe("false");

    act(() => scrollTo(86));
    act(() => vi.advanceTimersToNextFrame());
    expect(marker()).toBe("true");

    act(() => scrollTo(10));
    act(() => vi.advanceTimersToNextFrame());
    expect(marker()).toBe("false");
  });

  it("reads the offset at most once per animation frame", () => {
    render(<Header />);
    const reads = vi.fn();
    let y = 0;
    Object.defineProperty(window, "scrollY", {
      configurable: true,
      get: () => {
        reads();
        return y;
      },
    });

    act(() => {
      for (y = 100; y < 110; y += 1) window.dispatchEvent(new Event("scroll"));
    });
    expect(reads).not.toHaveBeenCalled();
    act(() => vi.advanceTimersToNextFrame());
    expect(reads).toHaveBeenCalledTimes(1);
    expect(marker()).toBe("true");
  });

  it("starts marked when the page opens already scrolled", () => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 600 });
    render(<Header />);
    expect(marker()).toBe("true");
  });

  it("listens passively and stops listening when unmounted", () => {
    const add = vi.spyOn(window, "addEventListener");
    const remove = vi.spyOn(window, "removeEventListener");
    const { unmount } = render(<Header />);

    expect(add).toHaveBeenCalledWith("scroll", expect.any(Function), { passive: true });
    unmount();
    expect(remove).toHaveBeenCalledWith("scroll", add.mock.calls.find(([type]) => type === "scroll")?.[1]);
  });
});
