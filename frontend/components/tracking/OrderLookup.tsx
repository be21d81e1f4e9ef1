"use client";

import { useEffect, useRef, useState } from "react";

import { AccessForm } from "@/components/account-access/AccessForm";
import { Field } from "@/components/account-access/Field";
import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
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

function check(values: Record<LookupField, string>): Errors {
  const errors: Errors = {};
  if (!values.number) errors.number = REQUIRED;
  if (!values.email) errors.email = REQUIRED;
  else if (!isValidEmail(values.email)) errors.email = INVALID_EMAIL;
  return errors;
}

function valuesOf(form: HTMLFormElement | null): Record<LookupField, string> {
  const data = new FormData(form ?? undefined);
  return { number: String(data.get("number") ?? "").trim(), email: String(data.get("email") ?? "").trim() };
}

/**
 * /tracking/'s order lookup: an order number and the email address it was placed with. It runs in
 * the browser, so the page itself holds nothing of any visitor's and stays cacheable. The shop's
 * refusal is shown as it words it (the same for a wrong email as for a missing order), and the
 * fields keep what was typed.
 */
export function OrderLookup({ lookup }: Props) {
  const { pending: submitting, problems: errors, error: formError, submitWith, clearProblem } = useMutationForm<Errors>();
  const [order, setOrder] = useState<OrderTrackingQuery["order_tracking"] | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The answer appears below the form: take keyboard and screen-reader users to it.
    if (order) resultRef.current?.focus();
  }, [order]);

  const onSubmit = submitWith({
    validate: (form) => check(valuesOf(form)),
    send: async (form) => {
      setOrder(null);
      const result = await postGraphQL(lookup, valuesOf(form));
      return outcomeOf(
        result,
        (data) => {
          setOrder(data.order_tracking);
          return { ok: true };
        },
        UNEXPECTED,
      );
    },
  });
  const clearError = (name: string) => clearProblem(name as LookupField);

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
