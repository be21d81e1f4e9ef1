import { PhotoStages, type PhotoStageView } from "@/components/consultations/PhotoStages";
import { NavAnchor } from "@/components/layout/navigation/NavAnchor";
import { Button } from "@/components/ui/Button";
import { formatDateTime } from "@/lib/account/dates";

import styles from "./home.module.css";

type Props = {
  overview: {
    upcoming?: { datetime: string; type: string; doctor_details?: { name: string } | null } | null;
    photos: PhotoStageView[];
    booking_refusal?: { code: string; message: string } | null;
  };
};

/** The account home's consultation module: the next consultation (or booking one), the photos
 * due at the start, 3 and 6 months, and the way to the guarantee. */
export function ConsultationModule({ overview }: Props) {
  const { upcoming, photos, booking_refusal: refusal } = overview;
  const due = photos.filter((photo) => photo.is_due).length;
  return (
    <section className={styles.module} aria-labelledby="consultation-heading" data-testid="consultation-module">
      <h2 id="consultation-heading">Your Consultation and Photos</h2>
      {upcoming ? (
        <p>
          Next: {upcoming.type}, <time dateTime={upcoming.datetime}>{formatDateTime(upcoming.datetime)}</time>
          {upcoming.doctor_details ? ` with ${upcoming.doctor_details.name}` : ""}.
        </p>
      ) : refusal ? (
        // Free consultations come with an order: a customer without one is told so, not sent to
        // an intake page that would refuse them.
        <>
          <p>{refusal.message}</p>
          <Button href="/products/" variant="secondary">
            Shop All Products
          </Button>
        </>
      ) : (
        <>
          <p>Talk with one of our doctors about your hair: it is part of your money-back guarantee.</p>
          <Button href="/hma-intake/" variant="secondary">
            Book a consultation
          </Button>
        </>
      )}
      <p>{due ? `${due === 1 ? "1 photo is" : `${due} photos are`} due.` : "No photos are due right now."}</p>
      <PhotoStages photos={photos} />
      <NavAnchor href="/account/guarantee/">Your money-back guarantee</NavAnchor>
    </section>
  );
}
