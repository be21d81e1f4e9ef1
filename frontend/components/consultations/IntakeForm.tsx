"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";

import { refusalOf, useMutationForm, type Outcome } from "@/components/forms/use-mutation-form";
import { Button } from "@/components/ui/Button";
import { ACCEPTED_TYPES, photoProblem, uploadPhoto } from "@/lib/consultations/upload";
import { slotsByDay, slotTime, type Slot } from "@/lib/consultations/slots";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  SubmitConsultationIntakeMutation,
  SubmitConsultationIntakeMutationVariables,
} from "@/lib/graphql/generated/graphql";

import { BOOKING_REFUSED_CODES } from "./BookingRefused";
import styles from "./consultations.module.css";

export type SubmitIntakeOperation = BrowserOperation<SubmitConsultationIntakeMutation, SubmitConsultationIntakeMutationVariables>;

type Question = { key: string; prompt: string; choices: string[] };

type Props = {
  questions: Question[];
  slots: Slot[];
  photoMaxBytes: number;
  submit: SubmitIntakeOperation;
};

export const CHOOSE_SLOT = "Please choose a consultation time.";

/** The consultation intake: questions, goals, an optional start photo, a slot and consent. The
 * photo is uploaded first (once, even if the booking is retried), then the intake is sent with
 * the slot; a booked consultation goes on to /hw-confirm/. */
export function IntakeForm({ questions, slots, photoMaxBytes, submit }: Props) {
  const router = useRouter();
  const id = useId();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [goals, setGoals] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoStored, setPhotoStored] = useState(false);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [consent, setConsent] = useState(false);
  // A message is announced (role=alert) and brought into view: it shows below a long form.
  const { alertRef: errorRef, pending: busy, error, submitWith } = useMutationForm();
  const days = slotsByDay(slots);

  const fail = (message: string): Outcome => ({ ok: false, error: message });

  async function book(): Promise<Outcome> {
    const unanswered = questions.find((question) => !answers[question.key]);
    if (unanswered) return fail(`Please answer: ${unanswered.prompt}`);
    if (slotId === null) return fail(CHOOSE_SLOT);
    if (!consent) return fail("Please agree to share your answers and photos with our doctors.");
    if (photo && !photoStored) {
      const problem = photoProblem(photo, photoMaxBytes);
      if (problem) return fail(problem);
    }
    if (photo && !photoStored) {
      const uploaded = await uploadPhoto("start", photo);
      if (uploaded.kind === "refused") return fail(uploaded.message);
      setPhotoStored(true);
    }
    const result = await postGraphQL(submit, {
      input: {
        answers: questions.map((question) => ({ question: question.key, answer: answers[question.key] })),
        goals,
        consent,
        slot_id: slotId,
      },
    });
    if (result.kind === "refused" && (result.code === "SLOT_TAKEN" || result.code === "SLOT_NOT_FOUND")) {
      // The slot is gone: the list is read again without it, and another must be chosen.
      setSlotId(null);
      router.refresh();
    }
    if (result.kind === "refused" && result.code && BOOKING_REFUSED_CODES.has(result.code)) {
      // No slot would do (one was booked meanwhile, say): the page is read again and says why.
      router.refresh();
    }
    if (result.kind !== "data") return fail(refusalOf(result));
    router.push(`/hw-confirm/?appointment=${result.data.submitConsultationIntake.appointment.id}`);
    return { ok: true, leaving: true };
  }
  const onSubmit = submitWith({ send: book });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.section}>
        <legend>Your hair history</legend>
        {questions.map((question) => (
          <fieldset key={question.key} className={styles.question}>
            <legend>{question.prompt}</legend>
            <div className={styles.choices}>
              {question.choices.map((choice) => (
                <label key={choice} className={styles.choice}>
                  <input
                    type="radio"
                    name={question.key}
                    value={choice}
                    checked={answers[question.key] === choice}
                    onChange={() => setAnswers({ ...answers, [question.key]: choice })}
                  />
                  {choice}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <label htmlFor={`${id}-goals`} className={styles.label}>
          What would you like to achieve? (optional)
        </label>
        <textarea
          id={`${id}-goals`}
          className={styles.textarea}
          value={goals}
          maxLength={2000}
          onChange={(event) => setGoals(event.target.value)}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Your scalp photo (optional)</legend>
        <p id={`${id}-photo-hint`} className={styles.hint}>
          A photo of your part line or crown in daylight: JPEG, PNG or WebP, up to {Math.round(photoMaxBytes / (1024 * 1024))} MB.
          Only you and our care team can see it.
        </p>
        <label htmlFor={`${id}-photo`} className={styles.label}>
          Start photo
        </label>
        <input
          id={`${id}-photo`}
          className={styles.file}
          type="file"
          accept={ACCEPTED_TYPES}
          aria-describedby={`${id}-photo-hint`}
          disabled={photoStored}
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
        {photoStored && <p className={styles.success}>Your photo is uploaded.</p>}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Choose your consultation</legend>
        {days.length === 0 ? (
          <p>There are no free consultation times right now. Please check back tomorrow.</p>
        ) : (
          <div className={styles.days}>
            {days.map((day) => (
              <fieldset key={day.day} className={styles.day}>
                <legend>{day.label}</legend>
                <div className={styles.choices}>
                  {day.slots.map((slot) => (
                    <label key={slot.id} className={styles.choice}>
                      <input
                        type="radio"
                        name="slot"
                        value={slot.id}
                        checked={slotId === slot.id}
                        onChange={() => setSlotId(slot.id)}
                      />
                      {slotTime(slot)} with {slot.doctor_details.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        )}
      </fieldset>

      <label className={styles.consent}>
        <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
        <span>I agree to share my answers and photos with Rootwell&apos;s doctors for my consultation.</span>
      </label>

      {error && (
        <p ref={errorRef} tabIndex={-1} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={days.length === 0}>
          Book my consultation
        </Button>
      </div>
    </form>
  );
}
