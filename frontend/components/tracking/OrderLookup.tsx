"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";

import { AccessForm } from "@/components/account-access/AccessForm";
import { Field } from "@/components/account-access/Field";
import { Button } from "@/components/ui/Button";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type { OrderTrackingQuery, OrderTrackingQueryVariables } from "@/lib/graphql/generated/graphql";
import { INVALID_EMAIL, REQUIRED, UNEXPECTED } from "@/lib/session/texts";
import { isValidEmail } from "@/lib/validation/email";

import { TrackingResult } from "./TrackingResult";
import styles from "./tracking.module.css";

type LookupField = "number" | "email";
type Errors = Partial<Record<LookupField, string>>;
type Props = { lookup: BrowserOperation<OrderTrackingQuery, OrderTrackingQueryVariables> };

const FIELDS: LookupField[] = ["number", "email"];

function check(values: Record<LookupField, string>): Errors {
  const errors: Errors = {};
  if (!values.number) errors.number = REQUIRED;
  if (!values.email) errors.email = REQUIRED;
  else if (!isValidEmail(values.email)) errors.email = INVALID_EMAIL;
  return errors;
}

/**
 * /tracking/'s order lookup: an order number and the email address it was placed with. It runs in
 * the browser, so the page itself holds nothing of any visitor's and stays cacheable. The shop's
 * refusal is shown as it words it (the same for a wrong email as for a missing order), and the
 * fields keep what was typed.
 */
export function OrderLookup({ lookup }: Props) {
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [order, setOrder] = useState<OrderTrackingQuery["order_tracking"] | null>(null);
  // A ref, not state: two submits in the same tick must not both get through.
  const inFlight = useRef(false);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The answer appears below the form: take keyboard and screen-reader users to it.
    if (order) resultRef.current?.focus();
  }, [order]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      number: String(data.get("number") ?? "").trim(),
      email: String(data.get("email") ?? "").trim(),
    };
    const found = check(values);
    setErrors(found);
    setFormError(null);
    const firstWrong = FIELDS.find((name) => found[name]);
    if (firstWrong) {
      const input = form.elements.namedItem(firstWrong);
      if (input instanceof HTMLElement) input.focus();
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    setOrder(null);
    const result = await postGraphQL(lookup, values);
    inFlight.current = false;
    setSubmitting(false);
    if (result.kind === "data") setOrder(result.data.order_tracking);
    else setFormError(result.kind === "refused" ? result.message : UNEXPECTED);
  }

  function clearError(name: string) {
    setErrors((current) => (name in current ? { ...current, [name]: undefined } : current));
  }

  return (
    <section className={styles.lookup} aria-labelledby="order-lookup-heading">
      <h2 id="order-lookup-heading">Find your order</h2>
      <AccessForm label="Track your order" submitting={submitting} formError={formError} onSubmit={onSubmit}>
        <Field
          name="number"
          label="Order number"
          inputMode="numeric"
          autoComplete="off"
          error={errors.number}
          onEdit={clearError}
        />
        <Field
          name="email"
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email}
          onEdit={clearError}
        />
        <div>
          <Button type="submit" loading={submitting}>
            Track Order
          </Button>
        </div>
      </AccessForm>
      {order && <TrackingResult order={order} headingRef={resultRef} />}
    </section>
  );
}
