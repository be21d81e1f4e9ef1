import { afterEach, describe, expect, it, vi } from "vitest";

import {
  CART_ERROR_EVENT,
  CART_OPEN_EVENT,
  CART_UPDATED_EVENT,
  cartFailed,
  cartUpdated,
  onCartEvent,
  openMiniCart,
} from "./events";
import { cartWith } from "@/test-data/cart-events";

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe("cart events", () => {
  it("keep the names the mini cart listens for", () => {
    expect([CART_OPEN_EVENT, CART_UPDATED_EVENT, CART_ERROR_EVENT]).toEqual([
      "rootwell:cart-open",
      "rootwell:cart-updated",
      "rootwell:cart-error",
    ]);
  });

  it("open the mini cart with an event that carries nothing", () => {
    const heard = vi.fn();
    window.addEventListener("rootwell:cart-open", heard);
    stops.push(() => window.removeEventListener("rootwell:cart-open", heard));

    openMiniCart();

    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0][0] as CustomEvent).detail ?? null).toBeNull();
  });

  it("hand the answered cart and whether the items went in to plain window listeners", () => {
    const cart = cartWith([{ sku: "RW-CORE-W-1M-S01", price: "79.00", billingInterval: 1 }]);
    const details: unknown[] = [];
    const listener = (event: CustomEvent) => details.push(event.detail);
    window.addEventListener("rootwell:cart-updated", listener);
    stops.push(() => window.removeEventListener("rootwell:cart-updated", listener));

    cartUpdated(cart, { added: true });
    cartUpdated(cart, { added: false });

    expect(details).toEqual([
      { cart, added: true },
      { cart, added: false },
    ]);
  });

  it("let a subscriber hear each kind with its detail until it stops listening", () => {
    const cart = cartWith([]);
    const opened = vi.fn();
    const updated = vi.fn();
    const failed = vi.fn();
    const stopOpened = onCartEvent("rootwell:cart-open", opened);
    stops.push(stopOpened, onCartEvent("rootwell:cart-updated", updated), onCartEvent("rootwell:cart-error", failed));

    openMiniCart();
    cartUpdated(cart, { added: true });
    cartFailed();
    stopOpened();
    openMiniCart();

    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith(undefined);
    expect(updated).toHaveBeenCalledExactlyOnceWith({ cart, added: true });
    expect(failed).toHaveBeenCalledExactlyOnceWith(undefined);
  });
});
