"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, type ReactNode, useRef, useState, useSyncExternalStore } from "react";

import { type Outcome, useMutationForm } from "@/components/forms/use-mutation-form";
import { initialBillingChoice } from "@/components/account/profile/BillingAddressChoice";
import { GATEWAY_UNREACHABLE, UNREACHABLE } from "@/components/account/profile/messages";
import { draftFromAddress } from "@/lib/account/address";
import { EMPTY_CARD } from "@/lib/account/cards";
import { newConversionId } from "@/lib/analytics/conversion";
import { cartPriceFormatter } from "@/lib/cart/prices";
import { attemptKey, endAttempt, keptAttemptKey } from "@/lib/checkout/attempt-key";
import {
  cartOnlyCard,
  initialCardChoice,
  initialShippingChoice,
  initialShippingDraft,
  usableCards,
} from "@/lib/checkout/choices";
import { confirmationPath, forgetOrderedCart, trackOrderConversion } from "@/lib/checkout/order-placed";
import {
  type CheckoutCouponOperations,
  type CheckoutOperations,
  type CheckoutStoreCreditOperations,
  endsAttempt,
  placeOrder,
} from "@/lib/checkout/place-order";
import { type BrowserGraphQLResult, postGraphQL } from "@/lib/graphql/browser";
import type { CheckoutCartFieldsFragment } from "@/lib/graphql/generated/graphql";
import { announceCartChange } from "@/lib/cart/use-cart-events";
import { MINI_CART_ERROR } from "@/lib/cart/cart-view";
import { COUPON_REMOVED, couponApplied } from "@/components/cart/CartPage";
import { CouponForm } from "@/components/cart/CouponForm";
import type { CartNotice } from "@/components/cart/use-cart-changes";
import type { CheckoutData } from "@/lib/checkout/server";

import styles from "./Checkout.module.css";
import {
  billingInput,
  type CheckoutDraft,
  type CheckoutProblems,
  checkoutProblems,
  paymentToSet,
  shippingInput,
  stillProblems,
} from "./checkout-plan";
import { ContactSection } from "./ContactSection";
import { PaymentSection } from "./PaymentSection";
import { ReviewSection } from "./ReviewSection";
import { ShippingSection } from "./ShippingSection";
import { StoreCreditChoice } from "./StoreCredit";

type Props = {
  checkout: CheckoutData;
  operations: CheckoutOperations;
  couponOperations: CheckoutCouponOperations;
  storeCreditOperations: CheckoutStoreCreditOperations;
  today: string;
  /** The shop's reassurance (from the CMS), shown beside Place Order. */
  assurances?: ReactNode;
};

const NO_PROBLEMS: CheckoutProblems = { shipping: {}, card: {}, billing: {} };
const noSubscription = () => () => {};

/**
 * The checkout: contact, shipping address, payment and review on
 * one page. Place Order sets each part on the cart, then places the order (lib/checkout/place-order).
 * A refusal is shown as the shop words it and leaves the form as the shopper filled it in.
 */
export function CheckoutForm({ checkout, operations, couponOperations, storeCreditOperations, today, assurances }: Props) {
  const { countries, gateway, customer } = checkout;
  // The discount code re-prices the cart; every other part of checkout leaves its totals alone.
  const [cart, setCart] = useState(checkout.cart);
  const [couponBusy, setCouponBusy] = useState(false);
  const [couponNotice, setCouponNotice] = useState<CartNotice>(null);
  const [creditBusy, setCreditBusy] = useState(false);
  const [creditError, setCreditError] = useState<string | null>(null);
  const addresses = customer?.addresses ?? [];
  const cards = usableCards(customer?.cards ?? [], today);
  const cartCard = customer ? null : cartOnlyCard(cart, cards);
  const router = useRouter();
  const interactive = useSyncExternalStore(noSubscription, () => true, () => false);
  const [draft, setDraft] = useState<CheckoutDraft>(() => ({
    email: customer ? null : (cart.email ?? ""),
    shippingChoice: initialShippingChoice(cart, addresses),
    shippingDraft: initialShippingDraft(cart, countries),
    cardChoice: initialCardChoice(cart, cards),
    card: EMPTY_CARD,
    billingSame: true,
    billingChoice: initialBillingChoice(addresses),
    billingDraft: draftFromAddress(null, countries),
    termsAccepted: false,
    // Only a signed-in customer has an address book; on by default, as shops do.
    saveInAddressBook: customer !== null,
  }));
  const {
    formRef,
    pending: placing,
    problems,
    error,
    submitWith,
    setProblems,
  } = useMutationForm<CheckoutProblems>(NO_PROBLEMS);
  // The new card went onto the cart in an earlier press; editing it or choosing again forgets that.
  const cardOnCart = useRef(false);

  // A shown error goes as soon as its field is valid (not at the next Place Order).
  const update = (change: Partial<CheckoutDraft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    setProblems((shown) => stillProblems(shown, checkoutProblems(next, addresses, countries, cart.has_subscription)));
  };
  const changeCard = (change: Partial<CheckoutDraft>) => {
    cardOnCart.current = false;
    update(change);
  };

  /** Applies or removes the discount code; the refusal is the shop's, word for word. */
  async function changeCoupon<TData>(
    send: () => Promise<BrowserGraphQLResult<TData>>,
    cartOf: (data: TData) => CheckoutCartFieldsFragment,
    success: string,
  ): Promise<boolean> {
    setCouponBusy(true);
    setCouponNotice(null);
    const result = await send();
    setCouponBusy(false);
    if (result.kind !== "data") {
      setCouponNotice({ tone: "error", text: result.kind === "refused" ? result.message : MINI_CART_ERROR });
      return false;
    }
    const fresh = cartOf(result.data);
    setCart(fresh);
    announceCartChange(fresh);
    setCouponNotice({ tone: "success", text: success });
    return true;
  }

  /** Uses the customer's store credit, or stops using it; the cart comes back re-priced. A refusal
   * (no credit left) is shown as the shop words it. */
  async function changeStoreCredit(use: boolean): Promise<boolean> {
    setCreditBusy(true);
    setCreditError(null);
    const answer = use
      ? await postGraphQL(storeCreditOperations.apply, {})
      : await postGraphQL(storeCreditOperations.remove, {});
    setCreditBusy(false);
    if (answer.kind !== "data") {
      setCreditError(answer.kind === "refused" ? answer.message : MINI_CART_ERROR);
      return false;
    }
    const data = answer.data;
    setCart("applyStoreCreditToCart" in data ? data.applyStoreCreditToCart.cart : data.removeStoreCreditFromCart.cart);
    return true;
  }

  async function place(): Promise<Outcome> {
    const keptKey = keptAttemptKey(cart.id);
    // Before the order is placed, so the server's Order Completed and the pixel share it.
    const conversionId = newConversionId();
    const outcome = await placeOrder(
      operations,
      {
        guestEmail: draft.email === null ? null : draft.email.trim(),
        shipping: shippingInput(draft, addresses, countries),
        billing: billingInput(draft, addresses, countries),
        payment: () => paymentToSet(draft, gateway, cardOnCart.current),
        key: keptKey ?? attemptKey(cart.id),
        keyKept: keptKey !== null,
        termsAccepted: draft.termsAccepted,
      },
      { onPaymentSet: () => (cardOnCart.current = true) },
    );
    if (endsAttempt(outcome)) endAttempt(cart.id);
    if (outcome.kind === "placed") {
      forgetOrderedCart(cart);
      trackOrderConversion(outcome.orderNumber, cart, conversionId);
      // replace: Back from the confirmation must not land on a checkout of an emptied cart.
      router.replace(confirmationPath(outcome.confirmationToken));
      return { ok: true, leaving: true }; // The button keeps spinning until the confirmation shows.
    }
    // A declined card stays declined: the next press sends the card again.
    if (outcome.kind === "refused" && outcome.code === "PAYMENT_DECLINED") cardOnCart.current = false;
    // The balance changed since it was applied: apply what there is now (or none), so the totals show it.
    if (outcome.kind === "refused" && outcome.code === "STORE_CREDIT_CHANGED") {
      if (!(await changeStoreCredit(true))) await changeStoreCredit(false);
    }
    return {
      ok: false,
      error: outcome.kind === "refused" ? outcome.message : outcome.step === "card" ? GATEWAY_UNREACHABLE : UNREACHABLE,
    };
  }
  // Made at the press, not while rendering: placing reads the card ref.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    interactive
      ? submitWith({ validate: () => checkoutProblems(draft, addresses, countries, cart.has_subscription), send: place })(event)
      : event.preventDefault();

  const format = cartPriceFormatter(cart);
  const shippingLine = cart.shipping.is_free ? "Free Shipping" : `${cart.shipping.label} ${format(cart.shipping.amount)}`;
  return (
    <form
      ref={formRef}
      method="post"
      className={styles.layout}
      aria-label="Checkout"
      aria-busy={placing}
      noValidate
      onSubmit={submit}
    >
      <div className={styles.sections}>
        <ContactSection
          customerEmail={customer?.email ?? null}
          email={draft.email ?? ""}
          onEmail={(email) => update({ email })}
          error={problems.email}
        />
        <ShippingSection
          addresses={addresses}
          countries={countries}
          choice={draft.shippingChoice}
          onChoice={(shippingChoice) => update({ shippingChoice })}
          draft={draft.shippingDraft}
          onDraft={(shippingDraft) => update({ shippingDraft })}
          problems={problems.shipping}
          shippingLine={shippingLine}
          saveInAddressBook={customer ? draft.saveInAddressBook : null}
          onSaveInAddressBook={(saveInAddressBook) => update({ saveInAddressBook })}
        />
        <PaymentSection
          cards={cards}
          cartCard={cartCard}
          choice={draft.cardChoice}
          onChoice={(cardChoice) => changeCard({ cardChoice })}
          card={draft.card}
          onCard={(card) => changeCard({ card })}
          cardProblems={problems.card}
          today={today}
          billingSame={draft.billingSame}
          onBillingSame={(billingSame) => update({ billingSame })}
          addresses={addresses}
          countries={countries}
          billingChoice={draft.billingChoice}
          onBillingChoice={(billingChoice) => update({ billingChoice })}
          billingDraft={draft.billingDraft}
          onBillingDraft={(billingDraft) => update({ billingDraft })}
          billingProblems={problems.billing}
        />
      </div>
      <ReviewSection
        cart={cart}
        format={format}
        error={error}
        placing={placing}
        interactive={interactive}
        termsAccepted={draft.termsAccepted}
        onTermsAccepted={(termsAccepted) => update({ termsAccepted })}
        termsProblem={problems.terms}
        today={today}
        assurances={assurances}
        storeCredit={
          <>
            <StoreCreditChoice
              cart={cart}
              format={format}
              busy={creditBusy}
              still={!interactive || creditBusy || placing}
              onChange={(use) => void changeStoreCredit(use)}
            />
            {creditError && (
              <p className={styles.alert} role="alert">
                {creditError}
              </p>
            )}
          </>
        }
        coupon={
          <div data-checkout-coupon>
            <CouponForm
              nested
              applied={cart.applied_coupons[0] ?? null}
              busy={couponBusy}
              still={!interactive || couponBusy || placing}
              onApply={(code) =>
                changeCoupon(
                  () => postGraphQL(couponOperations.apply, { code }),
                  (data) => data.applyCouponToCart.cart,
                  couponApplied(code),
                )
              }
              onRemove={() =>
                void changeCoupon(
                  () => postGraphQL(couponOperations.remove, {}),
                  (data) => data.removeCouponFromCart.cart,
                  COUPON_REMOVED,
                )
              }
            />
            {couponNotice && (
              <p className={couponNotice.tone === "error" ? styles.alert : styles.note} role={couponNotice.tone === "error" ? "alert" : "status"}>
                {couponNotice.text}
              </p>
            )}
          </div>
        }
      />
    </form>
  );
}
