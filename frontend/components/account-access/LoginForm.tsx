"use client";

import Link from "next/link";

import { Button } from "@/components/ui/Button";
import { browserStorage } from "@/lib/ui/storage";
import { storedResultToken } from "@/lib/quiz/stored-result";
import { signIn } from "@/lib/account-access/actions";
import type { RecaptchaSetup } from "@/lib/recaptcha/setup";
import { FORGOT_PASSWORD_PATH } from "@/lib/session/routes";
import { LOGIN_FIELDS, validateLogin } from "@/lib/session/validation";

import styles from "./AccountAccess.module.css";
import { AccessForm } from "./AccessForm";
import { EmailField, Field } from "./Field";
import { useAccessForm } from "./use-access-form";

type Props = {
  recaptcha: RecaptchaSetup;
  /** Where to go once signed in, when the page was opened from the checkout (else the account). */
  returnTo?: string | null;
};

/** Email and password; success goes to the account or back to the checkout. */
export function LoginForm({ recaptcha, returnTo = null }: Props) {
  const { errors, formError, submitting, onSubmit, clearError } = useAccessForm({
    fields: LOGIN_FIELDS,
    validate: validateLogin,
    recaptcha,
    submit: (values, tokens) =>
      signIn({ ...values, recaptcha: tokens, returnTo, quizToken: storedResultToken(browserStorage("localStorage")) }),
  });
  return (
    <AccessForm label="Log in" submitting={submitting} formError={formError} onSubmit={onSubmit}>
      <EmailField error={errors.email} onEdit={clearError} />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
        onEdit={clearError}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          Log In
        </Button>
        <Link href={FORGOT_PASSWORD_PATH} className={styles.link} prefetch={false}>
          Forgot Your Password?
        </Link>
      </div>
    </AccessForm>
  );
}
