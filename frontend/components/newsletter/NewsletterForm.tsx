import { browserOperation } from "@/lib/graphql/browser-operation";
import { SubscribeForNewslettersDocument } from "@/lib/graphql/generated/graphql";

import { LazyNewsletter } from "./LazyNewsletter";
import styles from "./NewsletterForm.module.css";
import { NEWSLETTER_OFFER } from "./texts";

// Printed on the server: the browser receives the mutation as text, not the GraphQL library.
const subscribe = browserOperation(SubscribeForNewslettersDocument);

/** The footer's newsletter sign-up: $10 off the first subscription order (its code loaded as
 * the footer nears the screen). */
export function NewsletterForm({ id = "newsletter-email", location = "footer" }: { id?: string; location?: string }) {
  return (
    <LazyNewsletter subscribe={subscribe} location={location}>
      <NewsletterIdle id={id} />
    </LazyNewsletter>
  );
}

/** NewsletterSignUp's idle state, the same markup, drawn on the server until its code loads. */
export function NewsletterIdle({ id = "newsletter-email" }: { id?: string }) {
  return (
    <div className={styles.newsletter}>
      <p className={styles.offer}>{NEWSLETTER_OFFER}</p>
      <p role="status" tabIndex={-1} className={styles.thanks} />
      <form className={styles.form} aria-label="Newsletter sign-up" noValidate>
        <label htmlFor={id} className={styles.label}>
          Email address
        </label>
        <div className={styles.row}>
          <input
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            className={styles.input}
          />
          <button type="submit" className={styles.button}>
            Sign Up
          </button>
        </div>
      </form>
    </div>
  );
}
