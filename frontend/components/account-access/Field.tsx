import { useId, type InputHTMLAttributes } from "react";

import forms from "@/components/forms/forms.module.css";
import styles from "./AccountAccess.module.css";

type Props = {
  name: string;
  label: string;
  error?: string;
  /** Called when the shopper edits the field, so its error can go. */
  onEdit: (name: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "defaultValue" | "autoFocus">;

/** A labelled, required text field whose error is announced and tied to the input. */
export function Field({ name, label, error, onEdit, type = "text", ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={forms.requiredMark} aria-hidden="true">
          *
        </span>
      </label>
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        className={forms.plainInput}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={() => onEdit(name)}
      />
      {error && (
        <p id={errorId} role="alert" className={forms.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The sign-in forms' email field. */
export function EmailField({ error, onEdit }: Pick<Props, "error" | "onEdit">) {
  return (
    <Field
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      error={error}
      onEdit={onEdit}
    />
  );
}

/** A new password and its confirmation (account creation, a password reset), named as the form
 * words them. */
export function NewPasswordFields({
  labels,
  errors,
  onEdit,
}: {
  labels: { password: string; confirmation: string };
  errors: { password?: string; confirmation?: string };
  onEdit: Props["onEdit"];
}) {
  return (
    <>
      <Field
        name="password"
        label={labels.password}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        onEdit={onEdit}
      />
      <Field
        name="confirmation"
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        error={errors.confirmation}
        onEdit={onEdit}
      />
    </>
  );
}
