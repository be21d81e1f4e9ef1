import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { debounce } from "./debounce";

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls once calls pause, with the last arguments", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 180);
    debounced.call("s");
    vi.advanceTimersByTime(100);
    debounced.call("sh");
    vi.advanceTimersByTime(179);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith("sh");
  });

  it("drops a waiting call when cancelled", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 180);
    debounced.call("s");
    debounced.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
