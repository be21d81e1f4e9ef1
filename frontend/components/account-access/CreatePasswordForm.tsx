"use client";

import Link from "next/link";

import { Button } from "@/components/ui/Button";
import { resetPassword } from "@/lib/account-access/actions";
import type { RecaptchaSetup } from "@/lib/recaptcha/setup";
import { FORGOT_PASSWORD_PATH } from "@/lib/session/routes";
import { MISSING_RESET_TOKEN } from "@/lib/session/texts";
import { CREATE_PASSWORD_FIELDS, validateCreatePassword } from "@/lib/session/validation";

import forms from "@/components/forms/forms.module.css";
import styles from "./AccountAccess.module.css";
import { AccessForm } from "./AccessForm";
import { EmailField, NewPasswordFields } from "./Field";
import { useAccessForm } from "./use-access-form";

type Props = { token: string; recaptcha: RecaptchaSetup };

/** The reset link's target: the account's email and a new password, typed twice. */
export function CreatePasswordForm({ token, recaptcha }: Props) {
  const { errors, formError, submitting, onSubmit, clearError } = useAccessForm({
    fields: CREATE_PASSWORD_FIELDS,
    validate: validateCreatePassword,
    recaptcha,
    submit: ({ email, password }, tokens) => resetPassword({ email, token, password, recaptcha: tokens }),
  });
  if (!token) {
    return (
      <p role="alert" className={forms.formError}>
        {MISSING_RESET_TOKEN}{" "}
        <Link href={FORGOT_PASSWORD_PATH} className={styles.link} prefetch={false}>
          Request a new link
        </Link>
      </p>
    );
  }
  return (
    <AccessForm label="Set a new password" submitting={submitting} formError={formError} onSubmit={onSubmit}>
      <EmailField error={errors.email} onEdit={clearError} />
      <NewPasswordFields
        labels={{ password: "New Password", confirmation: "Confirm New Password" }}
        errors={errors}
        onEdit={clearError}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          Set a New Password
        </Button>
      </div>
    </AccessForm>
  );
}
