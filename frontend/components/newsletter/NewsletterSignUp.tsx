"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";

import { hideLeadCaptureForGood } from "@/components/lead-capture/rules";
import { track } from "@/lib/analytics/tracker";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  SubscribeForNewslettersMutation,
  SubscribeForNewslettersMutationVariables,
} from "@/lib/graphql/generated/graphql";
import { isValidEmail } from "@/lib/validation/email";

import styles from "./NewsletterForm.module.css";
import { NEWSLETTER_OFFER } from "./texts";

// The shop's fixed texts for the sign-up, word for word.
export const MESSAGES = {
  required: "This is a required field.",
  invalid: "Please enter a valid email address (Ex: johndoe@domain.com).",
  refusedPrefix: "There was a problem with the subscription:",
  unreachable:
    "Something went wrong. Could not connect to the registration server. Please try again later.",
  thanks: "Thanks for signing up!",
};

type FormState =
  | { step: "idle" }
  | { step: "submitting" }
  | { step: "error"; message: string }
  | { step: "success" };

export { NEWSLETTER_OFFER };

type Props = {
  subscribe: BrowserOperation<SubscribeForNewslettersMutation, SubscribeForNewslettersMutationVariables>;
  /** The sentence above the field (the footer's $10 offer unless a page says otherwise). */
  offer?: string;
  /** Where the form is, reported with Email Opted In (footer, lead_capture_modal). */
  location?: string;
  /** The visitor started on the form (focused or typed in it): once. */
  onEngaged?: () => void;
  /** What the visitor typed into the idle form this one replaces (LazyNewsletter), read as it does. */
  typedBefore?: () => string;
  /** Asked on mount: focus the field, or also send the form, taking over from the placeholder. */
  takeOver?: () => "focus" | "submit" | undefined;
};

/** The sign-up form's states: idle, submitting, success, error. */
export function NewsletterSignUp({
  subscribe,
  offer = NEWSLETTER_OFFER,
  location = "footer",
  onEngaged,
  typedBefore,
  takeOver,
}: Props) {
  const [state, setState] = useState<FormState>({ step: "idle" });
  // A ref, not state: two clicks in the same tick must not both get through.
  const inFlight = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const inputId = useId();
  const errorId = useId();
  const engaged = useRef(false);

  useEffect(() => {
    if (typedBefore && inputRef.current) inputRef.current.value = typedBefore();
    const intent = takeOver?.();
    if (intent === "focus") inputRef.current?.focus();
    if (intent === "submit") inputRef.current?.form?.requestSubmit();
    // Once, as the form replaces the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // The field the shopper was in disappears; keep keyboard focus on what replaced it.
    if (state.step === "success") thanksRef.current?.focus();
  }, [state.step]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const email = (inputRef.current?.value ?? "").trim();
    const problem = !email ? MESSAGES.required : !isValidEmail(email) ? MESSAGES.invalid : null;
    if (problem) {
      setState({ step: "error", message: problem });
      inputRef.current?.focus();
      return;
    }

    inFlight.current = true;
    setState({ step: "submitting" });
    const result = await postGraphQL(subscribe, { email });
    inFlight.current = false;
    if (result.kind === "data" && result.data.subscribeForNewsletters) {
      setState({ step: "success" });
      track("Email Opted In", { email, location });
      // A subscriber is never offered the lead-capture modal again.
      hideLeadCaptureForGood();
    } else if (result.kind === "refused") {
      setState({ step: "error", message: `${MESSAGES.refusedPrefix} ${result.message}` });
    } else {
      setState({ step: "error", message: MESSAGES.unreachable });
    }
  }

  const submitting = state.step === "submitting";
  const error = state.step === "error" ? state.message : null;

  return (
    <div className={styles.newsletter}>
      <p className={styles.offer}>{offer}</p>
      {/* Present from the start so that screen readers announce the thanks when it appears. */}
      <p ref={thanksRef} role="status" tabIndex={-1} className={styles.thanks}>
        {state.step === "success" ? MESSAGES.thanks : null}
      </p>
      {state.step !== "success" && (
        <form
          className={styles.form}
          aria-label="Newsletter sign-up"
          aria-busy={submitting}
          noValidate
          onSubmit={handleSubmit}
          onFocus={() => {
            if (engaged.current) return;
            engaged.current = true;
            onEngaged?.();
          }}
        >
          <label htmlFor={inputId} className={styles.label}>
            Email address
          </label>
          <div className={styles.row}>
            <input
              ref={inputRef}
              id={inputId}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              className={styles.input}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <button type="submit" className={styles.button} disabled={submitting}>
              {submitting ? "Signing Up…" : "Sign Up"}
            </button>
          </div>
          {error && (
            <p id={errorId} role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
