import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { BookingRefused } from "@/components/consultations/BookingRefused";
import { IntakeForm } from "@/components/consultations/IntakeForm";
import { IntakeShell } from "@/components/consultations/IntakeShell";
import styles from "@/components/consultations/consultations.module.css";
import { customerQuery, SignedOut } from "@/lib/account/server";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { ConsultationIntakeDocument, SubmitConsultationIntakeDocument } from "@/lib/graphql/generated/graphql";
import { INTAKE_PATH, LOGIN_PATH, withReturnPath } from "@/lib/session/routes";

// The signed-in customer's own form and the free slots of the moment: never cached.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Book your hair consultation", robots: { index: false } };

const submit = browserOperation(SubmitConsultationIntakeDocument);

export default async function HmaIntakePage() {
  let data;
  try {
    data = await customerQuery(ConsultationIntakeDocument);
  } catch (error) {
    if (!(error instanceof SignedOut)) throw error;
    // Signed out (or a token no longer accepted): sign in, then back here.
    redirect(withReturnPath(LOGIN_PATH, INTAKE_PATH));
  }
  const intake = data.consultation_intake;
  return (
    <IntakeShell path={INTAKE_PATH}>
      <h1 className={styles.heading}>Book your hair consultation</h1>
      <p className={styles.lead}>
        Tell us about your hair, add a photo if you like, and choose a time to talk with one of our doctors.
      </p>
      {intake.booking_refusal ? (
        // Booking would be refused whatever is chosen: say why before anything is filled in.
        <BookingRefused refusal={intake.booking_refusal} />
      ) : (
        <IntakeForm questions={intake.questions} slots={intake.slots} photoMaxBytes={intake.photo_max_bytes} submit={submit} />
      )}
    </IntakeShell>
  );
}
