import { afterEach, describe, expect, it, vi } from "vitest";

import { attemptKey, endAttempt, keptAttemptKey } from "./attempt-key";

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the checkout attempt's idempotency key", () => {
  it("stays the same for a cart until the attempt ends, across reloads of the page", () => {
    const key = attemptKey("cart-a");
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(attemptKey("cart-a")).toBe(key);
    expect(sessionStorage.getItem("rootwell:checkout-attempt:cart-a")).toBe(key);
    expect(attemptKey("cart-b")).not.toBe(key);

    endAttempt("cart-a");
    expect(attemptKey("cart-a")).not.toBe(key);
  });

  it("lasts as long as the page when storage refuses it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const key = attemptKey("cart-c");
    expect(attemptKey("cart-c")).toBe(key);
    endAttempt("cart-c");
    expect(attemptKey("cart-c")).not.toBe(key);
  });

  it("tells a later press the key of the attempt under way, until the attempt ends", () => {
    expect(keptAttemptKey("cart-d")).toBeNull();
    const key = attemptKey("cart-d");
    expect(keptAttemptKey("cart-d")).toBe(key);
    expect(keptAttemptKey("cart-e")).toBeNull();

    endAttempt("cart-d");
    expect(keptAttemptKey("cart-d")).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
