import { StorefrontShell } from "@/components/layout/StorefrontShell";
import { Button } from "@/components/ui/Button";
import type { LoadedConfirmation } from "@/lib/checkout/confirmation";

import summaryPage from "@/components/ui/SummaryPage.module.css";
import styles from "./Checkout.module.css";
import { CHECKOUT_LAYOUT } from "./CheckoutView";
import { OrderConfirmation, THANK_YOU } from "./OrderConfirmation";

export const CONFIRMATION_PATH = "/checkout/success/";
export const UNKNOWN_CONFIRMATION =
  "We can't show this order confirmation. Check your email for your order details.";

/** The confirmation page: the order, or why it cannot be shown (an unknown or expired token). */
export function ConfirmationView({ loaded }: { loaded: LoadedConfirmation }) {
  return (
    <StorefrontShell path={CONFIRMATION_PATH} layout={CHECKOUT_LAYOUT}>
      <section className={summaryPage.page} data-confirmation={loaded.kind}>
        {loaded.kind === "order" ? (
          <>
            <h1 className={summaryPage.title}>{THANK_YOU}</h1>
            <OrderConfirmation order={loaded.order} signedIn={loaded.signedIn} />
          </>
        ) : (
          <>
            <h1 className={summaryPage.title}>Order confirmation</h1>
            <p className={styles.note} role={loaded.kind === "unavailable" ? "alert" : undefined}>
              {loaded.kind === "unavailable" ? loaded.message : UNKNOWN_CONFIRMATION}
            </p>
            <div className={styles.actions}>
              <Button href="/products/">Continue Shopping</Button>
            </div>
          </>
        )}
      </section>
    </StorefrontShell>
  );
}
