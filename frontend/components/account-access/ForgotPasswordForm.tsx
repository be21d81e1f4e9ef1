"use client";

import Link from "next/link";

import { Button } from "@/components/ui/Button";
import { requestPasswordReset } from "@/lib/account-access/actions";
import type { RecaptchaSetup } from "@/lib/recaptcha/setup";
import { LOGIN_PATH } from "@/lib/session/routes";
import { FORGOT_PASSWORD_FIELDS, validateForgotPassword } from "@/lib/session/validation";

import styles from "./AccountAccess.module.css";
import { AccessForm } from "./AccessForm";
import { EmailField } from "./Field";
import { useAccessForm } from "./use-access-form";

/** Asks for a reset link; the login page then says one is on its way if the account exists. */
export function ForgotPasswordForm({ recaptcha }: { recaptcha: RecaptchaSetup }) {
  const { errors, formError, submitting, onSubmit, clearError } = useAccessForm({
    fields: FORGOT_PASSWORD_FIELDS,
    validate: validateForgotPassword,
    recaptcha,
    submit: (values, tokens) => requestPasswordReset({ ...values, recaptcha: tokens }),
  });
  return (
    <AccessForm label="Reset your password" submitting={submitting} formError={formError} onSubmit={onSubmit}>
      <EmailField error={errors.email} onEdit={clearError} />
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          Reset My Password
        </Button>
        <Link href={LOGIN_PATH} className={styles.link} prefetch={false}>
          Back to Log In
        </Link>
      </div>
    </AccessForm>
  );
}
