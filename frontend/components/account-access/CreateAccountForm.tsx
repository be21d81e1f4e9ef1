"use client";

import { Button } from "@/components/ui/Button";
import { browserStorage } from "@/lib/ui/storage";
import { storedResultToken } from "@/lib/quiz/stored-result";
import { createAccount } from "@/lib/account-access/actions";
import type { RecaptchaSetup } from "@/lib/recaptcha/setup";
import { CREATE_ACCOUNT_FIELDS, validateCreateAccount } from "@/lib/session/validation";

import styles from "./AccountAccess.module.css";
import { AccessForm } from "./AccessForm";
import { EmailField, Field, NewPasswordFields } from "./Field";
import { useAccessForm } from "./use-access-form";

type Props = { recaptcha: RecaptchaSetup; returnTo?: string | null };

/** A new account; the new customer is then logged in and sent to their account (or back to the
 * checkout they came from). */
export function CreateAccountForm({ recaptcha, returnTo = null }: Props) {
  const { errors, formError, submitting, onSubmit, clearError } = useAccessForm({
    fields: CREATE_ACCOUNT_FIELDS,
    validate: validateCreateAccount,
    recaptcha,
    submit: ({ firstname, lastname, email, password }, tokens) =>
      createAccount({
        firstname,
        lastname,
        email,
        password,
        recaptcha: tokens,
        returnTo,
        quizToken: storedResultToken(browserStorage("localStorage")),
      }),
  });
  return (
    <AccessForm label="Create an account" submitting={submitting} formError={formError} onSubmit={onSubmit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.panelTitle}>Personal Information</legend>
        <Field
          name="firstname"
          label="First Name"
          autoComplete="given-name"
          error={errors.firstname}
          onEdit={clearError}
        />
        <Field
          name="lastname"
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastname}
          onEdit={clearError}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.panelTitle}>Sign-in Information</legend>
        <EmailField error={errors.email} onEdit={clearError} />
        <NewPasswordFields
          labels={{ password: "Password", confirmation: "Confirm Password" }}
          errors={errors}
          onEdit={clearError}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          Create an Account
        </Button>
      </div>
    </AccessForm>
  );
}
