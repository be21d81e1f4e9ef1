import { Button } from "@/components/ui/Button";
import type { RecaptchaSetup } from "@/lib/session/recaptcha";
import { CREATE_ACCOUNT_PATH } from "@/lib/session/routes";

import styles from "./AccountAccess.module.css";
import { LoginForm } from "./LoginForm";

/** The login page's two sides: registered customers log in, new ones are offered an account. */
export function LoginPanels({ recaptcha }: { recaptcha: RecaptchaSetup }) {
  return (
    <div className={styles.columns}>
      <section className={styles.panel} aria-labelledby="registered-customers">
        <h2 id="registered-customers" className={styles.panelTitle}>
          Registered Customers
        </h2>
        <p className={styles.intro}>If you have an account, sign in with your email address.</p>
        <LoginForm recaptcha={recaptcha} />
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
          <Button href={CREATE_ACCOUNT_PATH} variant="secondary" prefetch={false}>
            Create an Account
          </Button>
        </div>
      </section>
    </div>
  );
}
