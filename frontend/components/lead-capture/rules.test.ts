import { describe, expect, it } from "vitest";

import { isExitIntent, leadCaptureAllowed } from "./rules";

describe("leadCaptureAllowed", () => {
  it("offers the newsletter to a new visitor on shop pages", () => {
    expect(leadCaptureAllowed("/", "")).toBe(true);
    expect(leadCaptureAllowed("/rootwell-core-for-women/", "cart_count=1")).toBe(true);
    expect(leadCaptureAllowed("/men/", "")).toBe(true);
  });

  it("never to a signed-in customer, nor after it was closed or a sign-up", () => {
    expect(leadCaptureAllowed("/", "logged_in=1")).toBe(false);
    expect(leadCaptureAllowed("/", "a=b; hide_attentive_popup=1")).toBe(false);
  });

  it("never on checkout, cart, account or sign-in pages", () => {
    for (const path of ["/checkout/", "/checkout/cart/", "/account/", "/account/orders/", "/customer/account/login/", "/men/checkout/"]) {
      expect(leadCaptureAllowed(path, "")).toBe(false);
    }
  });
});

describe("isExitIntent", () => {
  it("is the pointer leaving the page through its top edge", () => {
    expect(isExitIntent(new MouseEvent("mouseout", { clientY: 0, relatedTarget: null }))).toBe(true);
    expect(isExitIntent(new MouseEvent("mouseout", { clientY: 300, relatedTarget: null }))).toBe(false);
    expect(isExitIntent(new MouseEvent("mouseout", { clientY: 0, relatedTarget: document.body }))).toBe(false);
  });
});
