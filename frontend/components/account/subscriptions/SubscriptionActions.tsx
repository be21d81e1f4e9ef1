"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import { formatDate } from "@/lib/account/dates";
import { allows, changeHref, type ChangePage, type SubscriptionDetail } from "@/lib/account/subscription-changes";
import { formatPrice } from "@/lib/money";
import { renewalDays, renewsEvery } from "@/lib/subscriptions/terms";
import { firstRenewal, renewalDate } from "@/lib/subscriptions/renewals";

import styles from "../Account.module.css";
import { TextField } from "../forms/Fields";
import forms from "../forms/forms.module.css";
import local from "./Subscription.module.css";
import { UpdateOutcome } from "./UpdateOutcome";
import { CancelSubscription } from "./CancelSubscription";
import type { EstimateOperation } from "./use-estimate";
import { type UpdateSubscriptionOperation, useSubscriptionUpdate } from "./use-subscription-update";

type Props = { subscription: SubscriptionDetail; update: UpdateSubscriptionOperation; estimate: EstimateOperation };

const CHANGE_LINKS: [ChangePage, string, string][] = [
  ["change-shipment-date", "change_next_run", "Change Shipment Date"],
  ["change-frequency", "change_frequency", "Change Frequency"],
  ["edit-products", "change_products", "Edit Products"],
  ["edit-address", "change_address", "Edit Address"],
];

type Step = "ship" | "skip" | "pause" | "cancel" | null;

/** Everything the subscription's status allows now: its change pages, then skip, pause, resume,
 * cancel (after a retention step) and reactivate, each confirmed before it is sent. */
export function SubscriptionActions({ subscription, update: updateOperation, estimate }: Props) {
  const { entity_id: id, next_run: nextRun, frequency_count: months, quote } = subscription;
  const { update, saving, error, done } = useSubscriptionUpdate(updateOperation, id);
  const [step, setStep] = useState<Step>(null);
  const can = (operation: string) => allows(subscription, operation);
  const act = async (changes: Parameters<typeof update>[0], success: string) => {
    if (await update(changes, { success, stay: true })) setStep(null);
  };
  const afterSkip = nextRun ? renewalDate(firstRenewal(new Date(`${nextRun}T00:00:00Z`), months)) : null;

  return (
    <section className={styles.section} aria-labelledby="subscription-manage-heading">
      <div className={styles.sectionHeader}>
        <h2 id="subscription-manage-heading">Manage</h2>
      </div>
      <UpdateOutcome done={done} error={error} />
      <ul className={local.actions}>
        {CHANGE_LINKS.filter(([, operation]) => can(operation)).map(([page, , label]) => (
          <li key={page}>
            <Link href={changeHref(id, page)} prefetch={false} className={styles.textButton}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <div className={local.buttons}>
        {can("ship_now") && (
          <Button variant="secondary" onClick={() => setStep("ship")} aria-expanded={step === "ship"}>
            Ship Now
          </Button>
        )}
        {can("skip") && (
          <Button variant="secondary" onClick={() => setStep("skip")} aria-expanded={step === "skip"}>
            Skip Next Shipment
          </Button>
        )}
        {can("pause") && (
          <Button variant="secondary" onClick={() => setStep("pause")} aria-expanded={step === "pause"}>
            Pause
          </Button>
        )}
        {can("resume") && (
          <Button loading={saving} onClick={() => act({ action: "resume" }, "Your subscription is active again.")}>
            Resume Now
          </Button>
        )}
        {can("reactivate") && (
          <Button
            loading={saving}
            onClick={() => act({ action: "reactivate" }, "Your subscription is active again.")}
            aria-describedby="reactivate-terms"
          >
            Reactivate
          </Button>
        )}
        {can("cancel") && (
          <Button variant="secondary" onClick={() => setStep("cancel")} aria-expanded={step === "cancel"}>
            Cancel Subscription
          </Button>
        )}
      </div>
      {can("reactivate") && (
        <p id="reactivate-terms" className={styles.muted}>
          Reactivated, it {renewsEvery(months, quote.grand_total.value, quote.grand_total.currency)} until you cancel.
        </p>
      )}

      {step === "ship" && (
        <div className={local.step} role="group" aria-label="Ship now">
          <p>
            Ship your next shipment today? {formatPrice(quote.grand_total.value, quote.grand_total.currency)} is charged
            to {quote.payment?.cc_last_4 ? `the card ending ${quote.payment.cc_last_4}` : "your card"} now, and the
            shipments after it follow every {renewalDays(months)} days from today.
          </p>
          <div className={forms.buttons}>
            <Button
              loading={saving}
              onClick={() => act({ action: "ship_now" }, "Your shipment was ordered today; we'll email you when it ships.")}
            >
              Ship Today
            </Button>
            <Button variant="secondary" onClick={() => setStep(null)}>
              Not Now
            </Button>
          </div>
        </div>
      )}
      {step === "skip" && nextRun && (
        <div className={local.step} role="group" aria-label="Skip next shipment">
          <p>
            Skip the shipment of {formatDate(nextRun)}? Nothing is charged then; the next one ships on {afterSkip}.
          </p>
          <div className={forms.buttons}>
            <Button loading={saving} onClick={() => act({ action: "skip" }, `Skipped. Your next shipment is on ${afterSkip}.`)}>
              Skip Shipment
            </Button>
            <Button variant="secondary" onClick={() => setStep(null)}>
              Keep It
            </Button>
          </div>
        </div>
      )}
      {step === "pause" && (
        <PauseForm
          subscription={subscription}
          saving={saving}
          onPause={(until) =>
            act({ action: "pause", pause_until: until }, `Paused. Your subscription ships again on ${formatDate(until)}.`)
          }
          onClose={() => setStep(null)}
        />
      )}
      {step === "cancel" && (
        <CancelSubscription
          subscription={subscription}
          estimate={estimate}
          saving={saving}
          onSkip={can("skip") ? () => setStep("skip") : null}
          onPause={can("pause") ? () => setStep("pause") : null}
          onCancel={(reason) =>
            act(
              { action: "cancel", cancel_reason: reason },
              "Your subscription is canceled; nothing more will be charged. You can reactivate it here any time.",
            )
          }
          onKeep={() => setStep(null)}
        />
      )}
    </section>
  );
}

type PauseProps = {
  subscription: SubscriptionDetail;
  saving: boolean;
  onPause: (until: string) => void;
  onClose: () => void;
};

/** Pauses renewals until a day within the window the shop allows. */
function PauseForm({ subscription, saving, onPause, onClose }: PauseProps) {
  const { pause_until_earliest: earliest, pause_until_latest: latest } = subscription.changes;
  const [until, setUntil] = useState(earliest);
  const [problem, setProblem] = useState<string | null>(null);
  const window = `Choose a day from ${formatDate(earliest)} to ${formatDate(latest)}.`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(until) && until >= earliest && until <= latest;
    setProblem(valid ? null : window);
    if (valid) onPause(until);
  }

  return (
    <form className={`${forms.form} ${local.step}`} aria-label="Pause subscription" noValidate onSubmit={submit}>
      <TextField
        label="Ship again on"
        type="date"
        name="pause_until"
        min={earliest}
        max={latest}
        value={until}
        hint={`Nothing ships or is charged until then. ${window}`}
        error={problem ?? undefined}
        onChange={(event) => setUntil(event.target.value)}
      />
      <div className={forms.buttons}>
        <Button type="submit" loading={saving}>
          Pause Subscription
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Keep It Active
        </Button>
      </div>
    </form>
  );
}
