import { describe, expect, it } from "vitest";

import { endsAttempt } from "./place-order";

describe("endsAttempt", () => {
  it("ends the attempt after an order or a refusal of placeOrder that changed nothing", () => {
    expect(endsAttempt({ kind: "placed", orderNumber: "100042", confirmationToken: "t" })).toBe(true);
    expect(endsAttempt({ kind: "refused", step: "placeOrder", message: "Declined.", code: "PAYMENT_DECLINED" })).toBe(true);
    expect(endsAttempt({ kind: "refused", step: "placeOrder", message: '"Core" is sold out.', code: "OUT_OF_STOCK" })).toBe(
      true,
    );
  });

  it("keeps the key when the order may exist or is being placed, and before placeOrder was asked", () => {
    expect(endsAttempt({ kind: "failed", step: "placeOrder" })).toBe(false);
    expect(
      endsAttempt({ kind: "refused", step: "placeOrder", message: "Your order is already being placed.", code: "ORDER_IN_PROGRESS" }),
    ).toBe(false);
    expect(endsAttempt({ kind: "refused", step: "payment", message: "Your card was declined.", code: "PAYMENT_DECLINED" })).toBe(
      false,
    );
  });
});
