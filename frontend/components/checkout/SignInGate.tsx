import { Button } from "@/components/ui/Button";
import { CHECKOUT_PATH, CREATE_ACCOUNT_PATH, LOGIN_PATH, withReturnPath } from "@/lib/session/routes";

import styles from "./Checkout.module.css";

export const ACCOUNT_NEEDED = "Subscriptions need an account, so you can manage deliveries.";

/**
 * A guest whose cart holds a subscription signs in or signs up first; either page brings them
 * back here, and the shop merges the guest cart into the customer's as they sign in.
 */
export function SignInGate() {
  return (
    <section className={styles.section} aria-labelledby="checkout-account" data-checkout="sign-in">
      <h2 id="checkout-account" className={styles.sectionTitle}>
        Sign in to subscribe
      </h2>
      <p className={styles.note}>{ACCOUNT_NEEDED}</p>
      <div className={styles.actions}>
        <Button href={withReturnPath(LOGIN_PATH, CHECKOUT_PATH)} prefetch={false}>
          Log In
        </Button>
        <Button href={withReturnPath(CREATE_ACCOUNT_PATH, CHECKOUT_PATH)} variant="secondary" prefetch={false}>
          Create an Account
        </Button>
      </div>
    </section>
  );
}
