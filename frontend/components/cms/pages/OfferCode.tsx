import styles from "./landing.module.css";

/** The promo code a landing page offers, as shoppers type it in the cart. */
export function OfferCode({ code, children }: { code: string; children?: React.ReactNode }) {
  if (!code) return null;
  return (
    <p className={styles.offerCode}>
      Use code <strong className={styles.code}>{code}</strong> at checkout{children}
    </p>
  );
}
