import type { FormEvent, ReactNode } from "react";

import forms from "@/components/forms/forms.module.css";
import styles from "./AccountAccess.module.css";

type Props = {
  /** The form's accessible name, e.g. "Log in". */
  label: string;
  submitting: boolean;
  /** The shop's refusal of the whole form, if any. */
  formError: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** The frame every sign-in form shares: validated by the page, busy while it submits, and the
 * shop's refusal of the whole form announced as soon as it appears. */
export function AccessForm({ label, submitting, formError, onSubmit, children }: Props) {
  return (
    <form
      method="post"
      className={styles.form}
      aria-label={label}
      aria-busy={submitting}
      noValidate
      onSubmit={onSubmit}
    >
      {formError && (
        <p role="alert" className={forms.formError}>
          {formError}
        </p>
      )}
      {children}
    </form>
  );
}
