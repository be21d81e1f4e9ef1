import { Button } from "@/components/ui/Button";
import { formatDateTime } from "@/lib/account/dates";

import styles from "./consultations.module.css";

type Booking = { datetime: string; type: string; doctor_details?: { name: string } | null };

/** /hw-confirm/: the booked consultation, then what comes next. */
export function BookingConfirmation({ booking }: { booking: Booking | null }) {
  if (!booking) {
    return (
      <>
        <h1 className={styles.heading}>We could not find that booking</h1>
        <p className={styles.lead}>Your upcoming consultations are listed in your account.</p>
        <div className={styles.actions}>
          <Button href="/account/">Go to my account</Button>
        </div>
      </>
    );
  }
  return (
    <>
      <h1 className={styles.heading}>Your consultation is booked</h1>
      <div className={styles.card}>
        <p>{booking.type}</p>
        <p className={styles.when}>
          <time dateTime={booking.datetime}>{formatDateTime(booking.datetime)}</time>
        </p>
        <p>{booking.doctor_details ? `With ${booking.doctor_details.name}` : "Your doctor will be assigned soon."}</p>
      </div>
      <h2>Next steps</h2>
      <ol className={styles.steps}>
        <li>We have saved your answers for your doctor.</li>
        <li>Take photos of your scalp at the start, at 3 months and at 6 months: your account shows when each is due.</li>
        <li>Read how to get the most from your routine in our welcome guide.</li>
      </ol>
      <div className={styles.actions}>
        <Button href="/onboarding/">Read the welcome guide</Button>
        <Button href="/account/" variant="secondary">
          Go to my account
        </Button>
      </div>
    </>
  );
}
