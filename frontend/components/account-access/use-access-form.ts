import { useEffect, useRef, useState, type FormEvent } from "react";

import { loadRecaptcha, recaptchaTokens } from "@/lib/recaptcha/load";
import { forgetCustomer } from "@/lib/account-access/customer-store";
import type { AccessFailure, RecaptchaTokens } from "@/lib/account-access/actions";
import type { RecaptchaSetup } from "@/lib/recaptcha/setup";
import { UNEXPECTED } from "@/lib/session/texts";
import type { FieldErrors } from "@/lib/session/validation";

type Options<Name extends string> = {
  fields: readonly Name[];
  validate: (values: Record<Name, string>) => FieldErrors<Name>;
  recaptcha: RecaptchaSetup;
  /** Calls the server action; it redirects on success and returns only failures. */
  submit: (values: Record<Name, string>, recaptcha: RecaptchaTokens) => Promise<AccessFailure | void>;
};

/**
 * The sign-in pages' form behaviour: the fields are checked first (the first wrong one gets
 * focus), one submit runs at a time, reCAPTCHA tokens are fetched when the shop wants them, and
 * the shop's refusal is shown as it words it. The forms say method="post", so that a submit
 * before the page is interactive never puts a password into an address.
 */
export function useAccessForm<Name extends string>({ fields, validate, recaptcha, submit }: Options<Name>) {
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: two submits in the same tick must not both get through.
  const inFlight = useRef(false);

  useEffect(() => {
    // Warm the script up while the shopper types, so submitting does not wait for it.
    if (recaptcha) loadRecaptcha(recaptcha.siteKey).catch(() => undefined);
  }, [recaptcha]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? "")])) as Record<
      Name,
      string
    >;
    const found = validate(values);
    setErrors(found);
    setFormError(null);
    const firstWrong = fields.find((name) => found[name]);
    if (firstWrong) {
      const input = form.elements.namedItem(firstWrong);
      if (input instanceof HTMLElement) input.focus();
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    let result: AccessFailure | void;
    try {
      // Without tokens the shop refuses with its own message, which is then shown.
      const tokens = await recaptchaTokens(recaptcha).catch(() => ({}));
      forgetCustomer();
      result = await submit(values, tokens);
    } catch {
      result = { ok: false, message: UNEXPECTED };
    }
    // Success navigates away; the button keeps spinning until the next page shows.
    if (result && !result.ok) {
      setFormError(result.message);
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  function clearError(name: string) {
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name as Name];
      return next;
    });
  }

  return { errors, formError, submitting, onSubmit, clearError };
}
