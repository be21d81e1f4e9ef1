import { Button } from "@/components/ui/Button";
import type { RecaptchaSetup } from "@/lib/recaptcha/setup";
import { CREATE_ACCOUNT_PATH, withReturnPath } from "@/lib/session/routes";

import styles from "./AccountAccess.module.css";
import { LoginForm } from "./LoginForm";

type Props = { recaptcha: RecaptchaSetup; returnTo?: string | null };

/** The login page's two sides: registered customers log in, new ones are offered an account. A
 * shopper sent from the checkout goes back to it either way. */
export function LoginPanels({ recaptcha, returnTo = null }: Props) {
  return (
    <div className={styles.columns}>
      <section className={styles.panel} aria-labelledby="registered-customers">
        <h2 id="registered-customers" className={styles.panelTitle}>
          Registered Customers
        </h2>
        <p className={styles.intro}>If you have an account, sign in with your email address.</p>
        <LoginForm recaptcha={recaptcha} returnTo={returnTo} />
      </section>
      <section className={styles.panel} aria-labelledby="new-customers">
        <h2 id="new-customers" className={styles.panelTitle}>
          New Customers
        </h2>
        <p className={styles.intro}>
          Creating an account has many benefits: check out faster, keep more than one address, track orders and
          manage your subscriptions.
        </p>
        <div className={styles.actions}>
          <Button href={withReturnPath(CREATE_ACCOUNT_PATH, returnTo)} variant="secondary" prefetch={false}>
            Create an Account
          </Button>
        </div>
      </section>
    </div>
  );
}
