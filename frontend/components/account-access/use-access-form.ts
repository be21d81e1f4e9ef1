import { useEffect } from "react";

import { useMutationForm } from "@/components/forms/use-mutation-form";

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
  const { pending, problems, error, submitWith, clearProblem } = useMutationForm<FieldErrors<Name>>();

  useEffect(() => {
    // Warm the script up while the shopper types, so submitting does not wait for it.
    if (recaptcha) loadRecaptcha(recaptcha.siteKey).catch(() => undefined);
  }, [recaptcha]);

  const valuesOf = (form: HTMLFormElement | null) => {
    const data = new FormData(form ?? undefined);
    return Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? "")])) as Record<Name, string>;
  };

  const onSubmit = submitWith({
    validate: (form) => validate(valuesOf(form)),
    send: async (form) => {
      let result: AccessFailure | void;
      try {
        // Without tokens the shop refuses with its own message, which is then shown.
        const tokens = await recaptchaTokens(recaptcha).catch(() => ({}));
        forgetCustomer();
        result = await submit(valuesOf(form), tokens);
      } catch {
        result = { ok: false, message: UNEXPECTED };
      }
      // Success navigates away; the button keeps spinning until the next page shows.
      return result && !result.ok ? { ok: false, error: result.message } : { ok: true, leaving: true };
    },
  });

  const clearError = (name: string) => clearProblem(name as Name);

  return { errors: problems, formError: error, submitting: pending, onSubmit, clearError };
}
