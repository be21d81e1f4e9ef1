import { DEFAULT_LAYOUT, StorefrontShell } from "@/components/layout/StorefrontShell";
import { Button } from "@/components/ui/Button";
import { shopToday } from "@/lib/account/dates";
import { isEmptyCart } from "@/lib/cart/cart-view";
import { assurancesFor, mustSignInFirst } from "@/lib/checkout/choices";
import type {
  CheckoutCouponOperations,
  CheckoutOperations,
  CheckoutStoreCreditOperations,
} from "@/lib/checkout/place-order";
import { browserOperation } from "@/lib/graphql/browser-operation";
import type { LoadedCheckout } from "@/lib/checkout/server";
import { CHECKOUT_PATH } from "@/lib/session/routes";
import {
  CheckoutApplyCouponDocument,
  CheckoutApplyStoreCreditDocument,
  CheckoutPlaceOrderAtOnceDocument,
  CheckoutPlaceOrderDocument,
  CheckoutRemoveCouponDocument,
  CheckoutRemoveStoreCreditDocument,
} from "@/lib/graphql/generated/graphql";

import { Assurances } from "./Assurances";
import summaryPage from "@/components/ui/SummaryPage.module.css";
import styles from "./Checkout.module.css";
import { CheckoutForm } from "./CheckoutForm";
import { SignInGate } from "./SignInGate";

export const CHECKOUT_EMPTY = "Your cart is empty.";

// Checkout and cart pages use the simple header: no navigation to leave by.
export const CHECKOUT_LAYOUT = { ...DEFAULT_LAYOUT, header_type: "simple", footer_type: "simple" };

// Printed on the server: the browser receives the mutations as text, not the GraphQL library.
const operations: CheckoutOperations = {
  placeOrderAtOnce: browserOperation(CheckoutPlaceOrderAtOnceDocument),
  placeOrder: browserOperation(CheckoutPlaceOrderDocument),
};
const couponOperations: CheckoutCouponOperations = {
  apply: browserOperation(CheckoutApplyCouponDocument),
  remove: browserOperation(CheckoutRemoveCouponDocument),
};
const storeCreditOperations: CheckoutStoreCreditOperations = {
  apply: browserOperation(CheckoutApplyStoreCreditDocument),
  remove: browserOperation(CheckoutRemoveStoreCreditDocument),
};

function Content({ loaded }: { loaded: LoadedCheckout }) {
  if (!loaded.ok) {
    return (
      <p className={styles.alert} role="alert">
        {loaded.message}
      </p>
    );
  }
  const { checkout } = loaded;
  if (isEmptyCart(checkout.cart)) {
    return (
      <div className={styles.section} data-checkout="empty">
        <p className={styles.note}>{CHECKOUT_EMPTY}</p>
        <div className={styles.actions}>
          <Button href="/products/">Shop All Products</Button>
        </div>
      </div>
    );
  }
  if (mustSignInFirst(checkout.cart, checkout.customer !== null)) return <SignInGate />;
  return (
    <CheckoutForm
      checkout={checkout}
      operations={operations}
      couponOperations={couponOperations}
      storeCreditOperations={storeCreditOperations}
      today={shopToday()}
      assurances={<Assurances assurances={assurancesFor(checkout.assurances, checkout.cart.has_subscription)} />}
    />
  );
}

/** The checkout page in the storefront's frame with the simple header, as the cart page has. */
export function CheckoutView({ loaded }: { loaded: LoadedCheckout }) {
  return (
    <StorefrontShell path={CHECKOUT_PATH} layout={CHECKOUT_LAYOUT}>
      <section className={summaryPage.page} data-checkout-page>
        <h1 className={summaryPage.title}>Checkout</h1>
        <Content loaded={loaded} />
      </section>
    </StorefrontShell>
  );
}
