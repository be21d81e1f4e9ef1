"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { CheckboxField, TextField } from "@/components/forms/Fields";
import { FormActions } from "@/components/forms/FormActions";
import forms from "@/components/forms/forms.module.css";
import { FormStatus } from "@/components/forms/FormStatus";
import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
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
  const { formRef, statusRef, pending, problems, error, done, submitWith, reset } = useMutationForm<Problems>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (editing) formRef.current?.querySelector("input")?.focus();
  }, [editing, formRef]);

  function startEditing() {
    setValues(customer);
    reset();
    setEditing(true);
  }

  const input = {
    firstname: cleanText(values.firstname),
    lastname: cleanText(values.lastname),
    telephone: cleanText(values.telephone),
    refill_opt_in: values.refill_opt_in,
  };
  const submit = submitWith({
    validate: () => ({
      firstname: input.firstname ? undefined : REQUIRED,
      lastname: input.lastname ? undefined : REQUIRED,
    }),
    send: async () =>
      outcomeOf(await postGraphQL(update, { input }), (data) => {
        if (!data.updateCustomerV2) return null;
        setEditing(false);
        router.refresh();
        return { ok: true, done: "Your details were saved." };
      }),
  });

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
      <FormStatus statusRef={statusRef} message={done} className={styles.status} />
      {editing ? (
        <form ref={formRef} className={forms.form} aria-label="My details" aria-busy={pending} noValidate onSubmit={submit}>
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
          <FormActions
            submit="Save"
            pending={pending}
            cancel={() => {
              setEditing(false);
              headingRef.current?.focus();
            }}
          />
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
