import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { BookingConfirmation } from "@/components/consultations/BookingConfirmation";
import { IntakeShell } from "@/components/consultations/IntakeShell";
import { customerQuery, SignedOut } from "@/lib/account/server";
import { ConsultationBookingDocument } from "@/lib/graphql/generated/graphql";
import { LOGIN_PATH } from "@/lib/session/routes";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your consultation is booked", robots: { index: false } };

type Props = { searchParams: Promise<{ appointment?: string | string[] }> };

export default async function HwConfirmPage({ searchParams }: Props) {
  const { appointment } = await searchParams;
  const id = typeof appointment === "string" && /^\d{1,9}$/.test(appointment) ? Number(appointment) : null;
  let booking = null;
  try {
    booking = id === null ? null : (await customerQuery(ConsultationBookingDocument, { id })).consultation_booking;
  } catch (error) {
    if (!(error instanceof SignedOut)) throw error;
    redirect(LOGIN_PATH);
  }
  return (
    <IntakeShell path="/hw-confirm/">
      <BookingConfirmation booking={booking ?? null} />
    </IntakeShell>
  );
}
