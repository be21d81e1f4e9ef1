"use client";

import Link from "next/link";

import { TextField } from "@/components/forms/Fields";
import { CHECKOUT_PATH, LOGIN_PATH, withReturnPath } from "@/lib/session/routes";

import styles from "./Checkout.module.css";

type Props = {
  /** The signed-in customer's email; null for a guest, who types one. */
  customerEmail: string | null;
  email: string;
  onEmail: (email: string) => void;
  error?: string;
};

/** 1 Contact: where the order confirmation goes. */
export function ContactSection({ customerEmail, email, onEmail, error }: Props) {
  return (
    <section className={styles.section} aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className={styles.sectionTitle}>
        1. Contact
      </h2>
      {customerEmail !== null ? (
        <p className={styles.note}>
          Signed in as <strong className={styles.email}>{customerEmail}</strong>
        </p>
      ) : (
        <>
          <TextField
            label="Email address"
            required
            type="email"
            autoComplete="email"
            hint="We'll send your order confirmation here."
            value={email}
            error={error}
            onChange={(event) => onEmail(event.target.value)}
          />
          <p className={styles.note}>
            Already have an account?{" "}
            <Link href={withReturnPath(LOGIN_PATH, CHECKOUT_PATH)} className={styles.link} prefetch={false}>
              Log In
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
