"use client";

import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

import styles from "./forms.module.css";

type FieldProps = {
  label: string;
  error?: string;
  /** Shown under the label, e.g. what a code is for. */
  hint?: ReactNode;
  className?: string;
};

/** The label, hint and error around one control; the control gets the ids that tie them. */
function LabelledField({
  label,
  error,
  hint,
  className,
  required,
  children,
}: FieldProps & {
  required?: boolean;
  children: (control: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "className">) {
  return (
    <LabelledField label={label} error={error} hint={hint} className={className} required={input.required}>
      {(control) => <input {...input} {...control} className={styles.input} />}
    </LabelledField>
  );
}

/** A labelled text area whose error is tied to it, like TextField's. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">) {
  return (
    <LabelledField label={label} error={error} hint={hint} className={className} required={textarea.required}>
      {(control) => <textarea {...textarea} {...control} className={styles.input} />}
    </LabelledField>
  );
}

type Option = { value: string; label: string };

export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: FieldProps & { options: Option[]; placeholder?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className">) {
  return (
    <LabelledField label={label} error={error} hint={hint} className={className} required={select.required}>
      {(control) => (
        <select {...select} {...control} className={styles.input}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

type ChoiceProps = { label: ReactNode; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "className" | "type"
>;

/** A checkbox or radio button with its label beside it. */
function ChoiceField({ label, className, type, ...input }: ChoiceProps & { type: "checkbox" | "radio" }) {
  const id = useId();
  return (
    <div className={[styles.checkbox, className].filter(Boolean).join(" ")}>
      <input {...input} id={id} type={type} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export function CheckboxField(props: ChoiceProps) {
  return <ChoiceField {...props} type="checkbox" />;
}

export function RadioField(props: ChoiceProps) {
  return <ChoiceField {...props} type="radio" />;
}

export { focusFirstInvalid } from "./focus";
