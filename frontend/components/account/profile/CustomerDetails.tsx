"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import { formatPhone } from "@/lib/account/phone";
import { cleanText } from "@/lib/account/text";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  UpdateCustomerDetailsMutation,
  UpdateCustomerDetailsMutationVariables,
} from "@/lib/graphql/generated/graphql";
import { REQUIRED } from "@/lib/session/texts";

import styles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import { CheckboxField, focusFirstInvalid, TextField } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";
import { UNREACHABLE } from "./messages";

export type CustomerDetailsValues = {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  refill_opt_in: boolean;
};

type Props = {
  customer: CustomerDetailsValues;
  update: BrowserOperation<UpdateCustomerDetailsMutation, UpdateCustomerDetailsMutationVariables>;
};

type Problems = Partial<Record<"firstname" | "lastname", string>>;

/** The customer's details, and the form that edits them (updateCustomerV2). */
export function CustomerDetails({ customer, update }: Props) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(customer);
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (saved) statusRef.current?.focus();
  }, [saved]);

  useEffect(() => {
    if (editing) formRef.current?.querySelector("input")?.focus();
  }, [editing]);

  function startEditing() {
    setValues(customer);
    setProblems({});
    setError(null);
    setSaved(false);
    setEditing(true);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const input = {
      firstname: cleanText(values.firstname),
      lastname: cleanText(values.lastname),
      telephone: cleanText(values.telephone),
      refill_opt_in: values.refill_opt_in,
    };
    const found: Problems = {};
    if (!input.firstname) found.firstname = REQUIRED;
    if (!input.lastname) found.lastname = REQUIRED;
    setProblems(found);
    setError(null);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);

    setSaving(true);
    const result = await postGraphQL(update, { input });
    setSaving(false);
    if (result.kind === "data" && result.data.updateCustomerV2) {
      setEditing(false);
      setSaved(true);
      router.refresh();
    } else {
      setError(result.kind === "refused" ? result.message : UNREACHABLE);
    }
  }

  const set = <K extends keyof CustomerDetailsValues>(field: K, value: CustomerDetailsValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <section className={styles.section} aria-labelledby="details-heading">
      <div className={styles.sectionHeader}>
        <h2 id="details-heading" ref={headingRef} tabIndex={-1}>
          My Details
        </h2>
        {!editing && (
          <Button variant="secondary" onClick={startEditing} aria-label="Edit my details">
            Edit
          </Button>
        )}
      </div>
      <p ref={statusRef} role="status" tabIndex={-1} className={styles.status}>
        {saved ? "Your details were saved." : null}
      </p>
      {editing ? (
        <form ref={formRef} className={forms.form} aria-label="My details" aria-busy={saving} noValidate onSubmit={submit}>
          <div className={forms.grid}>
            <TextField
              label="First name"
              required
              autoComplete="given-name"
              value={values.firstname}
              error={problems.firstname}
              onChange={(event) => set("firstname", event.target.value)}
            />
            <TextField
              label="Last name"
              required
              autoComplete="family-name"
              value={values.lastname}
              error={problems.lastname}
              onChange={(event) => set("lastname", event.target.value)}
            />
            <TextField
              label="Phone number"
              type="tel"
              autoComplete="tel"
              value={values.telephone}
              onChange={(event) => set("telephone", event.target.value)}
            />
          </div>
          <CheckboxField
            label="Send me a reminder when it is time to refill"
            checked={values.refill_opt_in}
            onChange={(event) => set("refill_opt_in", event.target.checked)}
          />
          {error && <AccountAlert message={error} context="update_customer" />}
          <div className={forms.buttons}>
            <Button type="submit" loading={saving}>
              Save
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                headingRef.current?.focus();
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className={`${styles.details} ${styles.stackedDetails}`}>
          <dt>Name</dt>
          <dd>
            {customer.firstname} {customer.lastname}
          </dd>
          <dt>Email</dt>
          <dd>{customer.email}</dd>
          <dt>Phone</dt>
          <dd>{formatPhone(customer.telephone) || "Not given"}</dd>
          <dt>Refill reminders</dt>
          <dd>{customer.refill_opt_in ? "On" : "Off"}</dd>
        </dl>
      )}
    </section>
  );
}
