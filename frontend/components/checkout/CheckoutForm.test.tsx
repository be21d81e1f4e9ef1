import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type {
  CheckoutCouponOperations,
  CheckoutOperations,
  CheckoutStoreCreditOperations,
} from "@/lib/checkout/place-order";
import {
  cartAnswer,
  checkoutApi,
  checkoutCart,
  customerCheckout,
  guestCheckout,
  placedAnswer,
  refusedAnswer,
  type SentStep,
  type StepAnswer,
  withStoreCredit,
} from "@/test-data/checkout";

import { CheckoutForm } from "./CheckoutForm";

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const operations: CheckoutOperations = {
  placeOrderAtOnce: { operationName: "CheckoutPlaceOrderAtOnce", id: "CheckoutPlaceOrderAtOnce-id" },
  placeOrder: { operationName: "CheckoutPlaceOrder", id: "CheckoutPlaceOrder-id" },
};

const couponOperations: CheckoutCouponOperations = {
  apply: { operationName: "CheckoutApplyCoupon", id: "CheckoutApplyCoupon-id" },
  remove: { operationName: "CheckoutRemoveCoupon", id: "CheckoutRemoveCoupon-id" },
};

const storeCreditOperations: CheckoutStoreCreditOperations = {
  apply: { operationName: "CheckoutApplyStoreCredit", id: "CheckoutApplyStoreCredit-id" },
  remove: { operationName: "CheckoutRemoveStoreCredit", id: "CheckoutRemoveStoreCredit-id" },
};

/** A guest's order with a new card: the card tokenised, each part set on the cart, then placed. */
const GUEST_CARD_STEPS = [
  "tokenize",
  "CheckoutSetGuestEmail",
  "CheckoutSetShippingAddress",
  "CheckoutSetBillingAddress",
  "CheckoutSetPaymentMethod",
  "CheckoutPlaceOrder",
];
const NOT_REACHED = "Something went wrong. We could not reach the shop. Please try again later.";
const INSUFFICIENT = "Your card has insufficient funds. Please use a different card.";
const CARD_NUMBER = "4242 4242 4242 4242";

const fetchMock = vi.fn<typeof fetch>();
let sent: SentStep[] = [];
/** Answers per step; each call takes the next one, the last one repeats. */
let answers: Record<string, StepAnswer[]> = {};

const placed = placedAnswer;
const refused = refusedAnswer;

function defaultAnswers(): Record<string, StepAnswer[]> {
  return {
    tokenize: [Response.json({ nonce: "nonce-1" })],
    CheckoutSetGuestEmail: [cartAnswer("setGuestEmailOnCart")],
    CheckoutSetShippingAddress: [cartAnswer("setShippingAddressOnCart")],
    CheckoutSetBillingAddress: [cartAnswer("setBillingAddressOnCart")],
    CheckoutSetPaymentMethod: [cartAnswer("setPaymentMethodOnCart")],
    CheckoutPlaceOrder: [placed()],
  };
}

beforeEach(() => {
  vi.stubEnv("__NEXT_MANUAL_TRAILING_SLASH", "true");
  sent = [];
  answers = defaultAnswers();
  router.replace.mockReset();
  sessionStorage.clear();
  fetchMock.mockReset();
  const api = checkoutApi(answers, sent);
  fetchMock.mockImplementation(async (input, init) => {
    const body = String(init?.body ?? "");
    if (String(input).includes("/sandbox-gateway/tokens/")) {
      sent.push({ step: "tokenize", body });
      return (answers.tokenize[0] as Response).clone();
    }
    return api(body);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const steps = () => sent.map((call) => call.step);
const keys = () => sent.filter((call) => call.step === "CheckoutPlaceOrder").map((call) => call.variables?.key);
const placeOrderButton = () => screen.getByRole("button", { name: "Place Order" });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillGuest() {
  type(/Email address/, "guest@example.com");
  type(/First name/, "Jane");
  type(/Last name/, "Doe");
  type(/^Street address \*?$/, "350 Fifth Avenue");
  type(/City/, "New York");
  type(/State/, "43");
  type(/ZIP code/, "10001");
  type(/Phone number/, "2125550100");
  type(/Card number/, CARD_NUMBER);
  type(/Expiration month/, "12");
  type(/Expiration year/, "2030");
  type(/Security code/, "123");
}

function renderCheckout(checkout = guestCheckout()) {
  render(
    <CheckoutForm
      checkout={checkout}
      operations={operations}
      couponOperations={couponOperations}
      storeCreditOperations={storeCreditOperations}
      today="2026-03-10"
    />,
  );
}

async function placeAndSettle() {
  fireEvent.click(placeOrderButton());
  await waitFor(() => expect(placeOrderButton().getAttribute("aria-busy")).toBeNull());
}

/** A guest fills in the checkout and presses Place Order once, as the shop answers that try. */
async function placeAsGuest() {
  renderCheckout();
  fillGuest();
  await placeAndSettle();
}

describe("CheckoutForm", () => {
  it("tokenises the card, then sets email, shipping, billing and the nonce and places the order in one request", async () => {
    const announced = vi.fn();
    window.addEventListener("rootwell:cart-updated", announced);
    document.cookie = "cart_count=1; path=/";
    renderCheckout();
    fillGuest();

    fireEvent.click(placeOrderButton());

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/checkout/success/?token=tok-1"));
    expect(steps()).toEqual(GUEST_CARD_STEPS);
    expect(fetchMock.mock.calls.filter(([url]) => url === "/graphql")).toHaveLength(1);
    expect(sent[1].variables).toEqual({ email: "guest@example.com" });
    expect(sent[2].variables?.shipping).toMatchObject({
      address: { firstname: "Jane", street: ["350 Fifth Avenue"], postcode: "10001", country_code: "US", region: { region_id: 43 } },
    });
    expect(sent[3].variables).toEqual({ billing: { same_as_shipping: true } });
    expect(sent[4].variables).toEqual({ payment: { code: "authnetcim", tokenbase_data: { nonce: "nonce-1" } } });
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The card number goes to the gateway only, never to the shop's API.
    expect(sent[0].body).toContain("4242424242424242");
    for (const call of sent.filter((entry) => entry.step !== "tokenize")) expect(call.body).not.toMatch(/4242 ?4242/);
    // The attempt is over, and the badge stops counting the ordered items.
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(document.cookie).not.toContain("cart_count=1");
    expect((announced.mock.calls[0][0] as CustomEvent).detail.cart.items).toEqual([]);
    window.removeEventListener("rootwell:cart-updated", announced);
  });

  it("after a lost answer, sends every part again with the same key", async () => {
    answers.CheckoutPlaceOrder = [new TypeError("network down"), placed()];
    await placeAsGuest();
    expect(screen.getByRole("alert").textContent).toBe(NOT_REACHED);
    expect(placeOrderButton().hasAttribute("disabled")).toBe(false);
    const firstPress = sent.length;

    fireEvent.click(placeOrderButton());
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    // Whether the lost request stored the card is unknown: a new nonce goes with the retry.
    expect(steps().slice(firstPress)).toEqual(GUEST_CARD_STEPS);
    const [first, second] = keys();
    expect(second).toBe(first);
  });

  it("reaches the confirmation with the same key after a lost placeOrder, though the cart is no longer open", async () => {
    const notFound = refused("The cart could not be found.", "CART_NOT_FOUND");
    // The first placeOrder froze the cart on the shop but its answer was lost; from then on the
    // set steps cannot find the (no longer open) cart.
    answers.CheckoutSetGuestEmail = [cartAnswer("setGuestEmailOnCart"), notFound];
    answers.CheckoutSetShippingAddress = [cartAnswer("setShippingAddressOnCart"), notFound];
    answers.CheckoutSetBillingAddress = [cartAnswer("setBillingAddressOnCart"), notFound];
    answers.CheckoutSetPaymentMethod = [cartAnswer("setPaymentMethodOnCart"), notFound];
    answers.CheckoutPlaceOrder = [new TypeError("network down"), placed("tok-2")];
    await placeAsGuest();
    expect(screen.getByRole("alert").textContent).toBe(NOT_REACHED);
    const firstPress = sent.length;

    fireEvent.click(placeOrderButton());
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/checkout/success/?token=tok-2"));
    expect(steps().slice(firstPress)).toEqual(["tokenize", "CheckoutSetGuestEmail", "CheckoutPlaceOrder"]);
    const [first, second] = keys();
    expect(second).toBe(first);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it("keeps the key, and the card it stored, when the shop is busy or cannot find the cart", async () => {
    answers.CheckoutPlaceOrder = [
      refused("Too many requests. Please try again later.", "TOO_MANY_REQUESTS"),
      refused("The cart could not be found.", "CART_NOT_FOUND"),
      placed(),
    ];
    await placeAsGuest();
    expect(screen.getByRole("alert").textContent).toBe("Too many requests. Please try again later.");
    await placeAndSettle();
    expect(screen.getByRole("alert").textContent).toBe("The cart could not be found.");
    const secondPress = sent.length;
    fireEvent.click(placeOrderButton());
    await waitFor(() => expect(router.replace).toHaveBeenCalled());

    expect(steps().slice(secondPress)).toEqual([
      "CheckoutSetGuestEmail",
      "CheckoutSetShippingAddress",
      "CheckoutSetBillingAddress",
      "CheckoutPlaceOrder",
    ]);
    expect(new Set(keys()).size).toBe(1);
    expect(keys()).toHaveLength(3);
    expect(steps().filter((step) => step === "tokenize")).toHaveLength(1);
  });

  it("shows a decline word for word, keeps the form, and tries the next card with a new key", async () => {
    answers.CheckoutPlaceOrder = [refused(INSUFFICIENT, "PAYMENT_DECLINED"), placed()];
    await placeAsGuest();
    expect(screen.getByRole("alert").textContent).toBe(INSUFFICIENT);
    expect(router.replace).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe("guest@example.com");
    expect((screen.getByLabelText(/Card number/) as HTMLInputElement).value).toBe(CARD_NUMBER);

    type(/Card number/, "4000 0000 0000 0077");
    fireEvent.click(placeOrderButton());
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    const [first, second] = keys();
    expect(second).not.toBe(first);
    expect(steps().filter((step) => step === "tokenize")).toHaveLength(2);
  });

  it("shows a card refused when stored, before any order is attempted", async () => {
    answers.CheckoutSetPaymentMethod = [refused("Your card was declined. Please use a different card.", "PAYMENT_DECLINED")];
    await placeAsGuest();
    expect(screen.getByRole("alert").textContent).toBe("Your card was declined. Please use a different card.");
    expect(steps()).not.toContain("CheckoutPlaceOrder");
  });

  it("submits once however often the button is pressed while placing", async () => {
    let release: (response: Response) => void = () => undefined;
    answers.CheckoutSetGuestEmail = [new Promise<Response>((resolve) => (release = resolve))];
    renderCheckout();
    fillGuest();

    fireEvent.click(placeOrderButton());
    await waitFor(() => expect(placeOrderButton().getAttribute("aria-busy")).toBe("true"));
    fireEvent.click(placeOrderButton());
    fireEvent.submit(placeOrderButton().closest("form")!);
    release(cartAnswer("setGuestEmailOnCart"));

    await waitFor(() => expect(router.replace).toHaveBeenCalledTimes(1));
    expect(steps().filter((step) => step === "CheckoutSetGuestEmail")).toHaveLength(1);
    expect(keys()).toHaveLength(1);
  });

  it("names what is missing, moves focus to the first of it and sends nothing", async () => {
    renderCheckout();
    type(/Email address/, "not-an-email");

    fireEvent.click(placeOrderButton());

    const email = screen.getByLabelText(/Email address/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a valid email address.")).toBeTruthy();
    expect(screen.getAllByText("This is a required field.").length).toBeGreaterThan(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("pays with the customer's saved card to their saved address, without asking for an email", async () => {
    renderCheckout(customerCheckout());
    expect(screen.getByText("customer@rootwell.example")).toBeTruthy();
    expect(screen.getByText(/Free Shipping/, { selector: "[data-checkout-shipping-method]" })).toBeTruthy();
    // The default card, chosen for them and marked so.
    expect((screen.getByLabelText("Visa ending in 4242 (expires 12/2030)Default") as HTMLInputElement).checked).toBe(true);

    // The subscription's terms are stated beside Place Order, and placing needs the shopper's consent.
    expect(document.querySelector("[data-renewal-terms]")?.textContent).toContain(
      "Rootwell Core for Women (Monthly Subscription) renews every 30 days at $79, first on April 10, 2026, charged to the card you pay with today, until you cancel.",
    );
    const consent = screen.getByLabelText(/I agree to these auto-renewal terms/) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    fireEvent.click(placeOrderButton());
    expect(screen.getByText("Please agree to the auto-renewal terms to subscribe.")).toBeTruthy();
    expect(consent.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);

    fireEvent.click(consent);
    fireEvent.click(placeOrderButton());

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/checkout/success/?token=tok-1"));
    expect(steps()).toEqual([
      "CheckoutSetShippingAddress",
      "CheckoutSetBillingAddress",
      "CheckoutSetPaymentMethod",
      "CheckoutPlaceOrder",
    ]);
    expect(sent[0].variables).toEqual({ shipping: { customer_address_id: 7 } });
    expect(sent[2].variables).toEqual({ payment: { code: "authnetcim", tokenbase_card_id: "card-hash-1" } });
  });

  it("offers a guest the card an earlier visit set on the cart, without choosing it for them", async () => {
    const cart = {
      ...checkoutCart(),
      email: "guest@example.com",
      selected_payment_method: {
        __typename: "SelectedPaymentMethod" as const,
        code: "authnetcim",
        title: "Credit Card",
        card: { __typename: "CartPaymentCard" as const, hash: null, cc_type: "VI", cc_last4: "4242", cc_exp_month: 12, cc_exp_year: 2030 },
      },
    };
    renderCheckout(guestCheckout(cart));
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe("guest@example.com");
    expect((screen.getByLabelText("Use a new card") as HTMLInputElement).checked).toBe(true);
    fillGuest();

    fireEvent.click(screen.getByLabelText("Visa ending in 4242 (entered earlier)"));
    fireEvent.click(placeOrderButton());

    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(steps()).toEqual([
      "CheckoutSetGuestEmail",
      "CheckoutSetShippingAddress",
      "CheckoutSetBillingAddress",
      "CheckoutPlaceOrder",
    ]);
  });

  describe("store credit", () => {
    const oneTime = () => checkoutCart();
    const creditAnswer = (field: string, use: boolean) =>
      Response.json({ data: { [field]: { cart: withStoreCredit(oneTime(), "10.00", use) } } });
    const choice = () => screen.getByLabelText(/^Use store credit/) as HTMLInputElement;
    const creditTotals = () => document.querySelector("[data-store-credit-totals]");
    const renderForCustomer = (cart = withStoreCredit(oneTime(), "10.00", false)) =>
      render(
        <CheckoutForm
          checkout={customerCheckout(cart)}
          operations={operations}
          couponOperations={couponOperations}
          storeCreditOperations={storeCreditOperations}
          today="2026-03-10"
        />,
      );

    it("offers a customer their balance; using it shows the credit taken off and what the card is charged", async () => {
      answers.CheckoutApplyStoreCredit = [creditAnswer("applyStoreCreditToCart", true)];
      answers.CheckoutRemoveStoreCredit = [creditAnswer("removeStoreCreditFromCart", false)];
      renderForCustomer();
      expect(screen.getByText("Use store credit ($10.00 available)")).toBeTruthy();
      expect(choice().checked).toBe(false);
      expect(creditTotals()).toBeNull();

      fireEvent.click(choice());

      await waitFor(() => expect(choice().checked).toBe(true));
      expect(steps()).toEqual(["CheckoutApplyStoreCredit"]);
      const rows = [...creditTotals()!.querySelectorAll("dt, dd")].map((cell) => cell.textContent);
      expect(rows).toEqual(["Store credit", "-$10.00", "To pay by card", "$84.95"]);
      // The order's grand total stays what the goods cost.
      expect(document.querySelector("[data-cart-totals]")?.textContent).toContain("Grand Total$94.95");

      fireEvent.click(choice());

      await waitFor(() => expect(choice().checked).toBe(false));
      expect(steps()).toEqual(["CheckoutApplyStoreCredit", "CheckoutRemoveStoreCredit"]);
      expect(creditTotals()).toBeNull();
    });

    it("shows the shop's refusal and leaves the choice as it was", async () => {
      answers.CheckoutApplyStoreCredit = [refused("You have no store credit to use.", "NO_STORE_CREDIT")];
      renderForCustomer();

      fireEvent.click(choice());

      await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("You have no store credit to use."));
      expect(choice().checked).toBe(false);
    });

    it("applies the balance left when it changed before the order was placed, and says so", async () => {
      const changed = "Your store credit balance has changed to $4.00 since you applied it. Please review the amount to pay and place your order again.";
      answers.CheckoutPlaceOrder = [refused(changed, "STORE_CREDIT_CHANGED")];
      answers.CheckoutApplyStoreCredit = [
        Response.json({ data: { applyStoreCreditToCart: { cart: withStoreCredit(oneTime(), "4.00", true) } } }),
      ];
      renderForCustomer(withStoreCredit(oneTime(), "10.00", true));

      await placeAndSettle();

      expect(screen.getByRole("alert").textContent).toBe(changed);
      await waitFor(() => expect(creditTotals()?.textContent).toContain("-$4.00"));
      expect(creditTotals()?.textContent).toContain("To pay by card$90.95");
      expect(router.replace).not.toHaveBeenCalled();
    });

    it("is not offered to a guest or a customer without credit", () => {
      render(
        <CheckoutForm checkout={guestCheckout()} operations={operations} couponOperations={couponOperations} storeCreditOperations={storeCreditOperations} today="2026-03-10" />,
      );
      expect(screen.queryByLabelText(/^Use store credit/)).toBeNull();
      cleanup();

      renderForCustomer(withStoreCredit(oneTime(), "0.00", false));
      expect(screen.queryByLabelText(/^Use store credit/)).toBeNull();
    });
  });
});
