import { Button } from "@/components/ui/Button";

import styles from "./consultations.module.css";

export type BookingRefusal = { code: string; message: string };

/** Codes of the refusals that hold for the customer, whichever slot they choose. */
export const BOOKING_REFUSED_CODES = new Set(["CONSULTATION_ALREADY_BOOKED", "CONSULTATION_NOT_ELIGIBLE"]);

/** The intake page for a customer who cannot book now: the shop's reason, and where to go
 * instead (their account for the consultation they have, else the shop). */
export function BookingRefused({ refusal }: { refusal: BookingRefusal }) {
  const booked = refusal.code === "CONSULTATION_ALREADY_BOOKED";
  return (
    <>
      <div className={styles.card}>
        <p role="status">{refusal.message}</p>
      </div>
      <div className={styles.actions}>
        {booked ? <Button href="/account/">Go to my account</Button> : <Button href="/products/">Shop All Products</Button>}
      </div>
    </>
  );
}
