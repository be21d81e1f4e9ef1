import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { type CheckoutOperations, endsAttempt, type OrderPlan, placeOrder, type PlaceOrderOutcome } from "./place-order";
import {
  cartAnswer,
  checkoutApi,
  placedAnswer,
  refusedAnswer,
  type SentStep,
  type StepAnswer,
} from "@/test-data/checkout";

const operations: CheckoutOperations = {
  placeOrderAtOnce: { operationName: "CheckoutPlaceOrderAtOnce", id: "CheckoutPlaceOrderAtOnce-id" },
  placeOrder: { operationName: "CheckoutPlaceOrder", id: "CheckoutPlaceOrder-id" },
};

let answers: Record<string, StepAnswer[]> = {};
let sent: SentStep[] = [];
let requests = 0;

const refused = (code: string, message = `Refused: ${code}.`) => refusedAnswer(message, code);

beforeEach(() => {
  sent = [];
  requests = 0;
  answers = {
    CheckoutSetGuestEmail: [cartAnswer("setGuestEmailOnCart")],
    CheckoutSetShippingAddress: [cartAnswer("setShippingAddressOnCart")],
    CheckoutSetBillingAddress: [cartAnswer("setBillingAddressOnCart")],
    CheckoutSetPaymentMethod: [cartAnswer("setPaymentMethodOnCart")],
    CheckoutPlaceOrder: [placedAnswer()],
  };
  const api = checkoutApi(answers, sent);
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (_input, init) => {
      requests += 1;
      return api(String(init?.body));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function plan(change: Partial<OrderPlan> = {}): OrderPlan {
  return {
    guestEmail: "guest@example.com",
    termsAccepted: false,
    shipping: { customer_address_id: 7 },
    billing: { same_as_shipping: true },
    payment: async () => ({ kind: "input", input: { code: "authnetcim", tokenbase_data: { nonce: "nonce-1" } } }),
    key: "key-1",
    keyKept: false,
    ...change,
  };
}

const steps = () => sent.map((call) => call.step);
const PLACED: PlaceOrderOutcome = { kind: "placed", orderNumber: "100042", confirmationToken: "tok-1" };
const ALL_STEPS = [
  "CheckoutSetGuestEmail",
  "CheckoutSetShippingAddress",
  "CheckoutSetBillingAddress",
  "CheckoutSetPaymentMethod",
  "CheckoutPlaceOrder",
];

describe("placeOrder", () => {
  it("sends every part and placeOrder in one request, in order, and tells when the card is on the cart", async () => {
    const onPaymentSet = vi.fn();

    expect(await placeOrder(operations, plan(), { onPaymentSet })).toEqual(PLACED);

    expect(requests).toBe(1);
    expect(steps()).toEqual(ALL_STEPS);
    expect(sent.map((call) => call.variables)).toEqual([
      { email: "guest@example.com" },
      { shipping: { customer_address_id: 7 } },
      { billing: { same_as_shipping: true } },
      { payment: { code: "authnetcim", tokenbase_data: { nonce: "nonce-1" } } },
      { key: "key-1" },
    ]);
    expect(onPaymentSet).toHaveBeenCalledOnce();
  });

  it("leaves out the email of a signed-in customer and a card the cart already holds", async () => {
    const onPaymentSet = vi.fn();

    const outcome = await placeOrder(operations, plan({ guestEmail: null, payment: async () => ({ kind: "unchanged" }) }), {
      onPaymentSet,
    });

    expect(outcome).toEqual(PLACED);
    expect(steps()).toEqual(["CheckoutSetShippingAddress", "CheckoutSetBillingAddress", "CheckoutPlaceOrder"]);
    expect(onPaymentSet).not.toHaveBeenCalled();
  });

  it("returns the refusal of the step that stopped the request, and nothing after it runs", async () => {
    answers.CheckoutSetShippingAddress = [refused("BAD_USER_INPUT", "Enter a valid ZIP code.")];
    const onPaymentSet = vi.fn();

    expect(await placeOrder(operations, plan(), { onPaymentSet })).toEqual({
      kind: "refused",
      step: "shipping",
      message: "Enter a valid ZIP code.",
      code: "BAD_USER_INPUT",
    });
    expect(steps()).toEqual(["CheckoutSetGuestEmail", "CheckoutSetShippingAddress"]);
    expect(onPaymentSet).not.toHaveBeenCalled();
  });

  it("keeps the card it stored when placeOrder refuses", async () => {
    answers.CheckoutPlaceOrder = [refused("PAYMENT_DECLINED", "Your card was declined.")];
    const onPaymentSet = vi.fn();

    const outcome = await placeOrder(operations, plan(), { onPaymentSet });

    expect(outcome).toEqual({ kind: "refused", step: "placeOrder", message: "Your card was declined.", code: "PAYMENT_DECLINED" });
    expect(onPaymentSet).toHaveBeenCalledOnce();
  });

  it("sends nothing when the card cannot be tokenised", async () => {
    expect(await placeOrder(operations, plan({ payment: async () => ({ kind: "refused", message: "Check the card." }) }))).toEqual({
      kind: "refused",
      step: "card",
      message: "Check the card.",
    });
    expect(await placeOrder(operations, plan({ payment: async () => ({ kind: "failed" }) }))).toEqual({ kind: "failed", step: "card" });
    expect(requests).toBe(0);
  });

  it("reports a lost answer as a failure of placing", async () => {
    answers.CheckoutPlaceOrder = [new TypeError("network down")];

    expect(await placeOrder(operations, plan())).toEqual({ kind: "failed", step: "placeOrder" });
  });

  it("asks placeOrder alone with a kept key when the cart is no longer open, and returns that order", async () => {
    answers.CheckoutSetGuestEmail = [refused("CART_NOT_FOUND", "The cart could not be found.")];

    expect(await placeOrder(operations, plan({ keyKept: true }))).toEqual(PLACED);
    expect(steps()).toEqual(["CheckoutSetGuestEmail", "CheckoutPlaceOrder"]);
    expect(sent[1].variables).toEqual({ key: "key-1", terms: false });
  });

  it("shows the step's CART_NOT_FOUND when placeOrder knows no order either, or the key is new", async () => {
    const notFound = { kind: "refused", step: "email", message: "The cart could not be found.", code: "CART_NOT_FOUND" };
    answers.CheckoutSetGuestEmail = [refused("CART_NOT_FOUND", "The cart could not be found.")];
    answers.CheckoutPlaceOrder = [refused("CART_NOT_FOUND", "The cart could not be found.")];
    expect(await placeOrder(operations, plan({ keyKept: true }))).toEqual(notFound);
    expect(steps()).toEqual(["CheckoutSetGuestEmail", "CheckoutPlaceOrder"]);

    sent.length = 0;
    expect(await placeOrder(operations, plan())).toEqual(notFound);
    expect(steps()).toEqual(["CheckoutSetGuestEmail"]);
  });

  it("shows what placeOrder, asked alone, answers: still being placed", async () => {
    answers.CheckoutSetGuestEmail = [refused("CART_NOT_FOUND", "The cart could not be found.")];
    answers.CheckoutPlaceOrder = [refused("ORDER_IN_PROGRESS", "Your order is already being placed.")];

    expect(await placeOrder(operations, plan({ keyKept: true }))).toEqual({
      kind: "refused",
      step: "placeOrder",
      message: "Your order is already being placed.",
      code: "ORDER_IN_PROGRESS",
    });
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
