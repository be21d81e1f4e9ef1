import { type BrowserGraphQLResult, type BrowserOperation, postGraphQL } from "@/lib/graphql/browser";
import type {
  BillingAddressInput,
  CheckoutPlaceOrderMutation,
  CheckoutPlaceOrderMutationVariables,
  CheckoutSetBillingAddressMutation,
  CheckoutSetBillingAddressMutationVariables,
  CheckoutSetGuestEmailMutation,
  CheckoutSetGuestEmailMutationVariables,
  CheckoutSetPaymentMethodMutation,
  CheckoutSetPaymentMethodMutationVariables,
  CheckoutSetShippingAddressMutation,
  CheckoutSetShippingAddressMutationVariables,
  PaymentMethodInput,
  ShippingAddressInput,
} from "@/lib/graphql/generated/graphql";

export type CheckoutOperations = {
  guestEmail: BrowserOperation<CheckoutSetGuestEmailMutation, CheckoutSetGuestEmailMutationVariables>;
  shipping: BrowserOperation<CheckoutSetShippingAddressMutation, CheckoutSetShippingAddressMutationVariables>;
  billing: BrowserOperation<CheckoutSetBillingAddressMutation, CheckoutSetBillingAddressMutationVariables>;
  payment: BrowserOperation<CheckoutSetPaymentMethodMutation, CheckoutSetPaymentMethodMutationVariables>;
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
  /** Asked for only once the addresses are set, so that a new card is tokenised last. */
  payment: () => Promise<PaymentToSet>;
  /** The attempt's idempotency key. */
  key: string;
  /** The key comes from an earlier press of this attempt (lib/checkout/attempt-key). */
  keyKept: boolean;
  /** An earlier press sent placeOrder with the key: the cart may be frozen or ordered already. */
  placeOrderSent: boolean;
};

export type PlaceOrderOutcome =
  | { kind: "placed"; orderNumber: string; confirmationToken: string }
  | { kind: "refused"; step: CheckoutStep; message: string; code?: string }
  | { kind: "failed"; step: CheckoutStep };

type Progress = {
  /** A new card went onto the cart, so that a retry need not tokenise and store it again. */
  onPaymentSet?: () => void;
  /** placeOrder is about to be sent with the key, so that a retry asks it first. */
  onPlaceOrderSent?: () => void;
};

function stopped<T>(step: CheckoutStep, result: BrowserGraphQLResult<T>): PlaceOrderOutcome | null {
  if (result.kind === "refused") return { kind: "refused", step, message: result.message, code: result.code };
  if (result.kind === "failed") return { kind: "failed", step };
  return null;
}

/** Refusals of placeOrder that say the cart lacks a part: nothing was placed, and setting each
 * part again may help. */
const lacksAPart = (code: string | undefined) => code === "EMPTY_CART" || Boolean(code?.startsWith("MISSING_"));

async function sendPlaceOrder(
  operations: CheckoutOperations,
  key: string,
  progress: Progress,
): Promise<PlaceOrderOutcome> {
  progress.onPlaceOrderSent?.();
  const placed = await postGraphQL(operations.placeOrder, { key });
  const stop = stopped("placeOrder", placed);
  if (stop) return stop;
  if (placed.kind !== "data") return { kind: "failed", step: "placeOrder" };
  const { order_number, confirmation_token } = placed.data.placeOrder.order;
  return { kind: "placed", orderNumber: order_number, confirmationToken: confirmation_token };
}

/**
 * Place Order.
 *
 * When an earlier press of this attempt already sent placeOrder, that order may exist (or be
 * under way) and the cart is then frozen or ordered, so its set* steps would only answer
 * CART_NOT_FOUND: placeOrder is asked first with the same key. It returns the order, or a
 * refusal shown as it is; only a refusal saying the cart lacks a part (EMPTY_CART, MISSING_*)
 * goes on to set every part again.
 *
 * Otherwise: the guest's email, the shipping address, the billing address, the payment method,
 * then placeOrder, one after the other; the first refusal or failure stops the sequence and is
 * returned as it is, since each step depends on the ones before it. When a step answers
 * CART_NOT_FOUND and the key is from an earlier press, placeOrder is asked with it before giving
 * up: the earlier press may have placed the order after all.
 */
export async function placeOrder(
  operations: CheckoutOperations,
  plan: OrderPlan,
  progress: Progress = {},
): Promise<PlaceOrderOutcome> {
  if (plan.placeOrderSent) {
    const outcome = await sendPlaceOrder(operations, plan.key, progress);
    if (!(outcome.kind === "refused" && lacksAPart(outcome.code))) return outcome;
  }
  const stop = await setParts(operations, plan, progress);
  if (!stop) return sendPlaceOrder(operations, plan.key, progress);
  if (stop.kind === "refused" && stop.code === "CART_NOT_FOUND" && plan.keyKept && !plan.placeOrderSent) {
    const outcome = await sendPlaceOrder(operations, plan.key, progress);
    const saysNothing = outcome.kind === "refused" && (outcome.code === "CART_NOT_FOUND" || lacksAPart(outcome.code));
    if (!saysNothing) return outcome;
  }
  return stop;
}

/** Sets each part of the order on the cart; the outcome that stopped it, or null when all are set. */
async function setParts(
  operations: CheckoutOperations,
  plan: OrderPlan,
  progress: Progress,
): Promise<PlaceOrderOutcome | null> {
  if (plan.guestEmail !== null) {
    const result = await postGraphQL(operations.guestEmail, { email: plan.guestEmail });
    const stop = stopped("email", result);
    if (stop) return stop;
  }
  const shipping = await postGraphQL(operations.shipping, { shipping: plan.shipping });
  const shippingStop = stopped("shipping", shipping);
  if (shippingStop) return shippingStop;

  const billing = await postGraphQL(operations.billing, { billing: plan.billing });
  const billingStop = stopped("billing", billing);
  if (billingStop) return billingStop;

  const payment = await plan.payment();
  if (payment.kind === "refused") return { kind: "refused", step: "card", message: payment.message };
  if (payment.kind === "failed") return { kind: "failed", step: "card" };
  if (payment.kind === "input") {
    const result = await postGraphQL(operations.payment, { payment: payment.input });
    const stop = stopped("payment", result);
    if (stop) return stop;
    progress.onPaymentSet?.();
  }
  return null;
}

/** Refusals of placeOrder after which nothing was or will be placed with the key. */
const ENDING_REFUSALS = new Set(["PAYMENT_DECLINED", "ORDER_NOT_PLACED", "OUT_OF_STOCK", "EMPTY_CART"]);

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
