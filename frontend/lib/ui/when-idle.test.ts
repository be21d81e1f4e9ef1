import { afterEach, describe, expect, it, vi } from "vitest";

import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("waits for the browser to be idle where it can say so", () => {
    // Given a browser with requestIdleCallback
    const requestIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    const callback = vi.fn();

    // When work is deferred
    whenIdle(callback);

    // Then it runs only when the browser calls back
    expect(callback).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0][0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledOnce();
  });

  it("runs on the next task where requestIdleCallback is missing", () => {
    // Given a browser without requestIdleCallback (Safari)
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const callback = vi.fn();

    // When work is deferred
    whenIdle(callback);

    // Then it runs after the current task
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });
});
