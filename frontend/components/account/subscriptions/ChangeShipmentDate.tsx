"use client";

import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import { formatDate } from "@/lib/account/dates";
import type { SubscriptionDetail } from "@/lib/account/subscription-changes";
import { formatPrice } from "@/lib/money";
import { renewalDays } from "@/lib/subscriptions/terms";

import styles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import { TextField } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";
import { type UpdateSubscriptionOperation, useSubscriptionUpdate } from "./use-subscription-update";

type Props = { subscription: SubscriptionDetail; update: UpdateSubscriptionOperation };

/** Moves the next shipment within the days the shop allows; the ones after it follow from it. */
export function ChangeShipmentDate({ subscription, update: updateOperation }: Props) {
  const { next_run_earliest: earliest, next_run_latest: latest } = subscription.changes;
  const [day, setDay] = useState(subscription.next_run ?? earliest);
  const [problem, setProblem] = useState<string | null>(null);
  const { update, saving, error } = useSubscriptionUpdate(updateOperation, subscription.entity_id);
  const window = `Choose a day from ${formatDate(earliest)} to ${formatDate(latest)}.`;
  const total = subscription.quote.grand_total;

  function submit(event: FormEvent) {
    event.preventDefault();
    // ISO days compare as text; an empty or partial entry is out of the window too.
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= earliest && day <= latest;
    setProblem(valid ? null : window);
    if (!valid || day === subscription.next_run) return;
    update({ next_run: day }, { success: `Your next shipment is now on ${formatDate(day)}.` });
  }

  return (
    <form className={forms.form} aria-label="Change shipment date" aria-busy={saving} noValidate onSubmit={submit}>
      <TextField
        label="Next shipment date"
        type="date"
        name="next_run"
        min={earliest}
        max={latest}
        value={day}
        hint={window}
        error={problem ?? undefined}
        onChange={(event) => setDay(event.target.value)}
      />
      <p className={styles.muted} data-estimate>
        {day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `Ships on ${formatDate(day)}` : "Ships on the day you choose"} and is
        charged {formatPrice(total.value, total.currency)}; the shipments after it follow every{" "}
        {renewalDays(subscription.frequency_count)} days.
      </p>
      {error && <AccountAlert message={error} context="change_shipment_date" />}
      <div className={forms.buttons}>
        <Button type="submit" loading={saving} disabled={day === subscription.next_run}>
          Confirm Date
        </Button>
      </div>
    </form>
  );
}
