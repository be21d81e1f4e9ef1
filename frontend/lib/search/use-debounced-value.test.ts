import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useDebouncedValue } from "./use-debounced-value";

describe("useDebouncedValue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("follows the value once it has stopped changing for the delay", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 180), {
      initialProps: { value: "" },
    });
    expect(result.current).toBe("");

    rerender({ value: "s" });
    act(() => vi.advanceTimersByTime(100));
    rerender({ value: "sh" });
    act(() => vi.advanceTimersByTime(179));
    expect(result.current).toBe("");

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("sh");
  });
});
