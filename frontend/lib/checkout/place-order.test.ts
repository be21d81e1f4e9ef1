import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { type CheckoutOperations, endsAttempt, type OrderPlan, placeOrder, type PlaceOrderOutcome } from "./place-order";

const operations: CheckoutOperations = {
  guestEmail: { query: "SetGuestEmail" },
  shipping: { query: "SetShipping" },
  billing: { query: "SetBilling" },
  payment: { query: "SetPayment" },
  placeOrder: { query: "PlaceOrder" },
};

type Answer = Response | Error;
let answers: Record<string, Answer[]> = {};
let sent: { step: string; variables: Record<string, unknown> }[] = [];

const placed = () =>
  Response.json({ data: { placeOrder: { order: { order_number: "100042", confirmation_token: "tok-1" } } } });
const refused = (code: string, message = `Refused: ${code}.`) => Response.json({ errors: [{ message, extensions: { code } }] });
const cart = (root: string) => Response.json({ data: { [root]: { cart: { id: "m4sk3d" } } } });

beforeEach(() => {
  sent = [];
  answers = {
    SetGuestEmail: [cart("setGuestEmailOnCart")],
    SetShipping: [cart("setShippingAddressOnCart")],
    SetBilling: [cart("setBillingAddressOnCart")],
    SetPayment: [cart("setPaymentMethodOnCart")],
    PlaceOrder: [placed()],
  };
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (_input, init) => {
      const { query, variables } = JSON.parse(String(init?.body));
      sent.push({ step: query, variables });
      const queue = answers[query];
      const next = queue.length > 1 ? queue.shift()! : queue[0];
      if (next instanceof Error) throw next;
      return next.clone();
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function plan(change: Partial<OrderPlan> = {}): OrderPlan {
  return {
    guestEmail: "guest@example.com",
    shipping: { customer_address_id: 7 },
    billing: { same_as_shipping: true },
    payment: async () => ({ kind: "input", input: { code: "authnetcim", tokenbase_data: { nonce: "nonce-1" } } }),
    key: "key-1",
    keyKept: false,
    placeOrderSent: false,
    ...change,
  };
}

const steps = () => sent.map((call) => call.step);
const PLACED: PlaceOrderOutcome = { kind: "placed", orderNumber: "100042", confirmationToken: "tok-1" };
const ALL_STEPS = ["SetGuestEmail", "SetShipping", "SetBilling", "SetPayment", "PlaceOrder"];

describe("placeOrder", () => {
  it("sets every part, then places the order, telling when placeOrder is sent", async () => {
    const onPlaceOrderSent = vi.fn();
    expect(await placeOrder(operations, plan(), { onPlaceOrderSent })).toEqual(PLACED);
    expect(steps()).toEqual(ALL_STEPS);
    expect(sent[4].variables).toEqual({ key: "key-1" });
    expect(onPlaceOrderSent).toHaveBeenCalledOnce();
  });

  it("asks placeOrder first when an earlier press sent it, and sets nothing when it answers the order", async () => {
    const payment = vi.fn(plan().payment);
    answers.SetGuestEmail = [refused("CART_NOT_FOUND")];
    const outcome = await placeOrder(operations, plan({ keyKept: true, placeOrderSent: true, payment }));
    expect(outcome).toEqual(PLACED);
    expect(steps()).toEqual(["PlaceOrder"]);
    expect(payment).not.toHaveBeenCalled();
  });

  it("shows placeOrder's other answers as they are, without setting the parts again", async () => {
    for (const code of ["CART_NOT_FOUND", "ORDER_IN_PROGRESS", "TOO_MANY_REQUESTS", "PAYMENT_DECLINED", "OUT_OF_STOCK"]) {
      sent = [];
      answers.PlaceOrder = [refused(code)];
      const outcome = await placeOrder(operations, plan({ keyKept: true, placeOrderSent: true }));
      expect(outcome).toEqual({ kind: "refused", step: "placeOrder", message: `Refused: ${code}.`, code });
      expect(steps()).toEqual(["PlaceOrder"]);
    }
    sent = [];
    answers.PlaceOrder = [new TypeError("network down")];
    expect(await placeOrder(operations, plan({ keyKept: true, placeOrderSent: true }))).toEqual({
      kind: "failed",
      step: "placeOrder",
    });
    expect(steps()).toEqual(["PlaceOrder"]);
  });

  it("sets every part again, with the same key, when placeOrder says the cart lacks one", async () => {
    for (const code of ["EMPTY_CART", "MISSING_SHIPPING_ADDRESS", "MISSING_PAYMENT_METHOD"]) {
      sent = [];
      answers.PlaceOrder = [refused(code), placed()];
      expect(await placeOrder(operations, plan({ keyKept: true, placeOrderSent: true }))).toEqual(PLACED);
      expect(steps()).toEqual(["PlaceOrder", ...ALL_STEPS]);
      expect(sent.filter((call) => call.step === "PlaceOrder").map((call) => call.variables.key)).toEqual(["key-1", "key-1"]);
    }
  });

  it("asks placeOrder with a kept key when a set step cannot find the cart", async () => {
    answers.SetShipping = [refused("CART_NOT_FOUND", "The cart could not be found.")];
    expect(await placeOrder(operations, plan({ keyKept: true }))).toEqual(PLACED);
    expect(steps()).toEqual(["SetGuestEmail", "SetShipping", "PlaceOrder"]);
  });

  it("shows the set step's CART_NOT_FOUND when placeOrder knows no order either, or the key is new", async () => {
    const notFound = { kind: "refused", step: "email", message: "The cart could not be found.", code: "CART_NOT_FOUND" };
    answers.SetGuestEmail = [refused("CART_NOT_FOUND", "The cart could not be found.")];
    answers.PlaceOrder = [refused("CART_NOT_FOUND", "The cart could not be found.")];
    expect(await placeOrder(operations, plan({ keyKept: true }))).toEqual(notFound);
    expect(steps()).toEqual(["SetGuestEmail", "PlaceOrder"]);

    sent = [];
    expect(await placeOrder(operations, plan())).toEqual(notFound);
    expect(steps()).toEqual(["SetGuestEmail"]);
  });
});

describe("endsAttempt", () => {
  const refusal = (code: string, step: "placeOrder" | "payment" = "placeOrder"): PlaceOrderOutcome => ({
    kind: "refused",
    step,
    message: `Refused: ${code}.`,
    code,
  });

  it("ends the attempt after an order or a refusal of placeOrder that changed nothing", () => {
    expect(endsAttempt({ kind: "placed", orderNumber: "100042", confirmationToken: "t" })).toBe(true);
    expect(endsAttempt({ kind: "refused", step: "placeOrder", message: "Declined.", code: "PAYMENT_DECLINED" })).toBe(true);
    expect(endsAttempt({ kind: "refused", step: "placeOrder", message: '"Core" is sold out.', code: "OUT_OF_STOCK" })).toBe(
      true,
    );
    for (const code of ["ORDER_NOT_PLACED", "EMPTY_CART", "MISSING_EMAIL", "MISSING_SHIPPING_ADDRESS", "MISSING_BILLING_ADDRESS", "MISSING_PAYMENT_METHOD"]) {
      expect(endsAttempt(refusal(code))).toBe(true);
    }
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

  it("keeps the key after refusals that never looked at it", () => {
    for (const code of ["TOO_MANY_REQUESTS", "CART_NOT_FOUND", "ACCOUNT_REQUIRED"]) expect(endsAttempt(refusal(code))).toBe(false);
    expect(endsAttempt({ kind: "refused", step: "placeOrder", message: "Something odd." })).toBe(false);
  });
});
