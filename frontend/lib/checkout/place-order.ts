import { type BrowserOperation, type GraphQLRefusal, postGraphQL } from "@/lib/graphql/browser";
import { postGraphQLSteps } from "@/lib/graphql/browser-steps";
import type {
  BillingAddressInput,
  CheckoutApplyCouponMutation,
  CheckoutApplyCouponMutationVariables,
  CheckoutRemoveCouponMutation,
  CheckoutRemoveCouponMutationVariables,
  CheckoutApplyStoreCreditMutation,
  CheckoutApplyStoreCreditMutationVariables,
  CheckoutRemoveStoreCreditMutation,
  CheckoutRemoveStoreCreditMutationVariables,
  CheckoutPlaceOrderAtOnceMutation,
  CheckoutPlaceOrderAtOnceMutationVariables,
  CheckoutPlaceOrderMutation,
  CheckoutPlaceOrderMutationVariables,
  PaymentMethodInput,
  ShippingAddressInput,
} from "@/lib/graphql/generated/graphql";

/** The discount code's changes at checkout; each answers the cart, re-priced. */
export type CheckoutCouponOperations = {
  apply: BrowserOperation<CheckoutApplyCouponMutation, CheckoutApplyCouponMutationVariables>;
  remove: BrowserOperation<CheckoutRemoveCouponMutation, CheckoutRemoveCouponMutationVariables>;
};

/** A signed-in customer's store credit at checkout, used or not; each answers the cart, re-priced. */
export type CheckoutStoreCreditOperations = {
  apply: BrowserOperation<CheckoutApplyStoreCreditMutation, CheckoutApplyStoreCreditMutationVariables>;
  remove: BrowserOperation<CheckoutRemoveStoreCreditMutation, CheckoutRemoveStoreCreditMutationVariables>;
};

export type CheckoutOperations = {
  /** Every step and placeOrder, in one request. */
  placeOrderAtOnce: BrowserOperation<CheckoutPlaceOrderAtOnceMutation, CheckoutPlaceOrderAtOnceMutationVariables>;
  /** placeOrder alone, to ask an earlier press's key for its order. */
  placeOrder: BrowserOperation<CheckoutPlaceOrderMutation, CheckoutPlaceOrderMutationVariables>;
};

export type CheckoutStep = "email" | "shipping" | "billing" | "card" | "payment" | "placeOrder";

/** The payment to set: an input for setPaymentMethodOnCart, "unchanged" when the cart already
 * holds it, or why the card could not be turned into a nonce. */
export type PaymentToSet =
  | { kind: "input"; input: PaymentMethodInput }
  | { kind: "unchanged" }
  | { kind: "refused"; message: string }
  | { kind: "failed" };

export type OrderPlan = {
  /** The guest's email; null for a signed-in customer, whose email the cart already has. */
  guestEmail: string | null;
  shipping: ShippingAddressInput;
  billing: BillingAddressInput;
  /** A new card is tokenised when Place Order is pressed, just before the request. */
  payment: () => Promise<PaymentToSet>;
  /** The attempt's idempotency key. */
  key: string;
  /** The shopper's consent to the auto-renewal terms of the cart's subscription plans. */
  termsAccepted: boolean;
  /** The key comes from an earlier press of this attempt (lib/checkout/attempt-key): that press
   * may have placed the order already. */
  keyKept: boolean;
};

export type PlaceOrderOutcome =
  | { kind: "placed"; orderNumber: string; confirmationToken: string }
  | { kind: "refused"; step: CheckoutStep; message: string; code?: string }
  | { kind: "failed"; step: CheckoutStep };

type Progress = {
  /** A new card went onto the cart, so that a retry need not tokenise and store it again. */
  onPaymentSet?: () => void;
};

// The request's fields, in the order they run, and the step each is.
const STEPS: [field: string, step: CheckoutStep][] = [
  ["setGuestEmailOnCart", "email"],
  ["setShippingAddressOnCart", "shipping"],
  ["setBillingAddressOnCart", "billing"],
  ["setPaymentMethodOnCart", "payment"],
  ["placeOrder", "placeOrder"],
];

/** Refusals of placeOrder that say the cart lacks a part: nothing was placed. */
const lacksAPart = (code: string | undefined) => code === "EMPTY_CART" || Boolean(code?.startsWith("MISSING_"));

/** The refusal that stopped the request: the one of the first step, in running order, that ran. */
function stoppedAt(errors: GraphQLRefusal[]): Extract<PlaceOrderOutcome, { kind: "refused" }> | null {
  for (const [field, step] of STEPS) {
    const error = errors.find((found) => found.field === field && found.code !== "NOT_RUN");
    if (error) return { kind: "refused", step, message: error.message, code: error.code };
  }
  const [first] = errors;
  return first ? { kind: "refused", step: "placeOrder", message: first.message, code: first.code } : null;
}

async function askForTheOrder(operations: CheckoutOperations, plan: OrderPlan): Promise<PlaceOrderOutcome> {
  const placed = await postGraphQL(operations.placeOrder, { key: plan.key, terms: plan.termsAccepted });
  if (placed.kind === "refused") return { kind: "refused", step: "placeOrder", message: placed.message, code: placed.code };
  if (placed.kind === "failed") return { kind: "failed", step: "placeOrder" };
  const { order_number, confirmation_token } = placed.data.placeOrder.order;
  return { kind: "placed", orderNumber: order_number, confirmationToken: confirmation_token };
}

/**
 * Place Order: a new card is tokenised, then the guest's email, the shipping address, the billing
 * address, the payment method and placeOrder go in one request, run in that order. The API runs
 * nothing after a step that fails, and that step's refusal is returned as it is.
 *
 * The key stays the same until the attempt ends, so a press after a lost answer cannot place a
 * second order: when the lost request placed one (or is placing it), the cart is no longer open,
 * the first step answers CART_NOT_FOUND, and placeOrder asked alone with the key returns that
 * order (or says it is still being placed).
 */
export async function placeOrder(
  operations: CheckoutOperations,
  plan: OrderPlan,
  progress: Progress = {},
): Promise<PlaceOrderOutcome> {
  const payment = await plan.payment();
  if (payment.kind === "refused") return { kind: "refused", step: "card", message: payment.message };
  if (payment.kind === "failed") return { kind: "failed", step: "card" };

  const answer = await postGraphQLSteps(operations.placeOrderAtOnce, {
    withEmail: plan.guestEmail !== null,
    ...(plan.guestEmail !== null ? { email: plan.guestEmail } : {}),
    shipping: plan.shipping,
    billing: plan.billing,
    withPayment: payment.kind === "input",
    ...(payment.kind === "input" ? { payment: payment.input } : {}),
    key: plan.key,
    terms: plan.termsAccepted,
  });
  if (answer.kind === "failed") return { kind: "failed", step: "placeOrder" };
  const stop = stoppedAt(answer.errors);
  // Every step before the one that stopped it ran: the card is on the cart unless that was it or earlier.
  if (payment.kind === "input" && (!stop || stop.step === "placeOrder")) progress.onPaymentSet?.();

  if (!stop) {
    if (!answer.data) return { kind: "failed", step: "placeOrder" };
    const { order_number, confirmation_token } = answer.data.placeOrder.order;
    return { kind: "placed", orderNumber: order_number, confirmationToken: confirmation_token };
  }
  if (stop.step !== "placeOrder" && stop.code === "CART_NOT_FOUND" && plan.keyKept) {
    const outcome = await askForTheOrder(operations, plan);
    const saysNothing = outcome.kind === "refused" && (outcome.code === "CART_NOT_FOUND" || lacksAPart(outcome.code));
    if (!saysNothing) return outcome;
  }
  return stop;
}

/** Refusals of placeOrder after which nothing was or will be placed with the key. */
const ENDING_REFUSALS = new Set([
  "PAYMENT_DECLINED",
  "ORDER_NOT_PLACED",
  "OUT_OF_STOCK",
  "EMPTY_CART",
  "SUBSCRIPTION_TERMS_REQUIRED",
  "STORE_CREDIT_CHANGED",
]);

/**
 * Whether the attempt is over after this outcome, so the next Place Order gets a new key: after
 * an order, or after placeOrder refused for a reason that shows it looked at the cart and placed
 * nothing (a decline, a charge given back because no order could be written, a sold-out line, an
 * empty cart, a missing part). Anything else keeps the
 * key: a failure (a timeout: the order may exist), "already being placed", a refusal that never
 * looked at the key (TOO_MANY_REQUESTS, CART_NOT_FOUND), so that pressing again returns the order
 * an earlier press may have placed rather than placing a second one.
 */
export function endsAttempt(outcome: PlaceOrderOutcome): boolean {
  if (outcome.kind === "placed") return true;
  if (outcome.kind !== "refused" || outcome.step !== "placeOrder" || !outcome.code) return false;
  return ENDING_REFUSALS.has(outcome.code) || outcome.code.startsWith("MISSING_");
}
