"use client";

import { useEffect, useId, useRef, useState } from "react";

import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
import { Button } from "@/components/ui/Button";
import { track } from "@/lib/analytics/tracker";
import { saveConsent } from "@/lib/consent/consent";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  SubmitPrivacyRequestMutation,
  SubmitPrivacyRequestMutationVariables,
} from "@/lib/graphql/generated/graphql";
import { check, readValues, requestInput, type PrivacyFormErrors } from "@/lib/privacy/form";
import { PRIVACY_REQUEST_TYPES, stopsAdvertising, type PrivacyRequestType } from "@/lib/privacy/request-types";
import { UNEXPECTED } from "@/lib/session/texts";

import forms from "@/components/forms/forms.module.css";
import styles from "./privacy.module.css";

export type SubmitPrivacyRequestOperation = BrowserOperation<
  SubmitPrivacyRequestMutation,
  SubmitPrivacyRequestMutationVariables
>;

type Props = {
  submit: SubmitPrivacyRequestOperation;
  /** The type a link chose (`?preselected=limit`), if any. */
  preselected?: PrivacyRequestType | null;
};

type Sent = { message: string; advertisingOff: boolean };

export const ADVERTISING_OFF = "Advertising cookies are now off in this browser: that applies at once, whether or not you confirm.";

/**
 * The privacy request form: what to do (know, delete, correct, opt out, limit), the email address
 * to confirm it from, an optional name and, for a correction, what to correct. An opt-out or limit
 * turns advertising off in this browser as soon as it is sent (the visitor's own consent, before
 * any confirmation); the request itself waits for the emailed link.
 */
export function PrivacyRequestForm({ submit, preselected = null }: Props) {
  const [type, setType] = useState<PrivacyRequestType | null>(preselected);
  const {
    pending: submitting,
    problems: errors,
    error: formError,
    submitWith,
    clearProblem: clearError,
  } = useMutationForm<PrivacyFormErrors>();
  const [sent, setSent] = useState<Sent | null>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  // A link followed from another page of the storefront changes the preselection without a reload.
  const [linkChoice, setLinkChoice] = useState(preselected);
  if (preselected !== linkChoice) {
    setLinkChoice(preselected);
    if (preselected) setType(preselected);
  }

  useEffect(() => {
    // The form is replaced by the answer: keep keyboard and screen-reader users on it.
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const valuesOf = (form: HTMLFormElement | null) => readValues(new FormData(form ?? undefined));
  const onSubmit = submitWith({
    validate: (form) => check(valuesOf(form)),
    send: async (form) => {
      const values = valuesOf(form);
      const requestType = values.request_type as PrivacyRequestType;
      // The visitor's own browser stops advertising at once, whatever becomes of the request.
      const advertisingOff = stopsAdvertising(requestType);
      if (advertisingOff) saveConsent({ advertising: false });
      const result = await postGraphQL(submit, { input: requestInput({ ...values, request_type: requestType }) });
      return outcomeOf(
        result,
        (data) => {
          if (!data.submitPrivacyRequest) return null;
          track("Privacy Request Submitted", { request_type: requestType });
          setSent({ message: data.submitPrivacyRequest.message, advertisingOff });
          return { ok: true };
        },
        UNEXPECTED,
      );
    },
  });

  if (sent) {
    return (
      <section className={styles.sent} aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`} ref={sentRef} tabIndex={-1}>
          Check your email
        </h2>
        <p role="status">{sent.message}</p>
        {sent.advertisingOff && <p>{ADVERTISING_OFF}</p>}
      </section>
    );
  }

  const errorId = (name: string) => `${id}-${name}-error`;
  const describe = (name: keyof PrivacyFormErrors) => (errors[name] ? errorId(name) : undefined);

  return (
    <form method="post" className={styles.form} aria-label="Privacy request" aria-busy={submitting} noValidate onSubmit={onSubmit}>
      {formError && (
        <p role="alert" className={forms.formError}>
          {formError}
        </p>
      )}
      <fieldset
        className={styles.types}
        aria-describedby={describe("request_type")}
        aria-invalid={errors.request_type ? true : undefined}
      >
        <legend className={styles.legend}>
          What would you like us to{" "}
          <span className={styles.nowrap}>
            do?
            <span className={forms.requiredMark} aria-hidden="true">
              *
            </span>
          </span>
        </legend>
        {PRIVACY_REQUEST_TYPES.map((option) => (
          <div key={option.code} className={styles.option}>
            <input
              type="radio"
              id={`${id}-${option.code}`}
              name="request_type"
              value={option.code}
              checked={type === option.code}
              aria-describedby={`${id}-${option.code}-hint`}
              onChange={() => {
                setType(option.code);
                clearError("request_type");
              }}
            />
            <label htmlFor={`${id}-${option.code}`}>
              <span className={styles.optionLabel}>{option.label}</span>
              <span id={`${id}-${option.code}-hint`} className={styles.hint}>
                {option.hint}
              </span>
            </label>
          </div>
        ))}
        {errors.request_type && (
          <p id={errorId("request_type")} role="alert" className={forms.fieldError}>
            {errors.request_type}
          </p>
        )}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          Email address
          <span className={forms.requiredMark} aria-hidden="true">
            *
          </span>
        </label>
        <p id={`${id}-email-hint`} className={styles.hint}>
          The address you shop or signed up with. We email it a link to confirm the request.
        </p>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          className={forms.plainInput}
          aria-required="true"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={[`${id}-email-hint`, describe("email")].filter(Boolean).join(" ")}
          onChange={() => clearError("email")}
        />
        {errors.email && (
          <p id={errorId("email")} role="alert" className={forms.fieldError}>
            {errors.email}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          Name <span className={styles.optional}>(optional)</span>
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={150}
          className={forms.plainInput}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe("name")}
          onChange={() => clearError("name")}
        />
        {errors.name && (
          <p id={errorId("name")} role="alert" className={forms.fieldError}>
            {errors.name}
          </p>
        )}
      </div>

      {type === "correct" && (
        <div className={styles.field}>
          <label htmlFor={`${id}-details`} className={styles.label}>
            What should we correct?
            <span className={forms.requiredMark} aria-hidden="true">
              *
            </span>
          </label>
          <textarea
            id={`${id}-details`}
            name="details"
            rows={4}
            maxLength={2000}
            className={forms.plainInput}
            aria-required="true"
            aria-invalid={errors.details ? true : undefined}
            aria-describedby={describe("details")}
            onChange={() => clearError("details")}
          />
          {errors.details && (
            <p id={errorId("details")} role="alert" className={forms.fieldError}>
              {errors.details}
            </p>
          )}
        </div>
      )}

      <div>
        <Button type="submit" loading={submitting}>
          Submit Request
        </Button>
      </div>
    </form>
  );
}
