"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import { formatDate } from "@/lib/account/dates";
import { allows, changeHref, type ChangePage, type SubscriptionDetail } from "@/lib/account/subscription-changes";
import { formatPrice } from "@/lib/money";
import { renewalDays, renewsEvery } from "@/lib/subscriptions/terms";

import styles from "../Account.module.css";
import { TextField } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";
import local from "./Subscription.module.css";
import { UpdateOutcome } from "./UpdateOutcome";
import { CancelSubscription } from "./CancelSubscription";
import { ChargeNote, ConfirmCharge } from "./ConfirmCharge";
import type { EstimateOperation } from "./use-estimate";
import { chargeWords, type NextCharge, type NextChargeOperation, useNextChargeAfter } from "./use-next-charge";
import { type UpdateSubscriptionOperation, useSubscriptionUpdate } from "./use-subscription-update";

type Props = {
  subscription: SubscriptionDetail;
  update: UpdateSubscriptionOperation;
  estimate: EstimateOperation;
  nextCharge: NextChargeOperation;
};

const CHANGE_LINKS: [ChangePage, string, string][] = [
  ["change-shipment-date", "change_next_run", "Change Shipment Date"],
  ["change-frequency", "change_frequency", "Change Frequency"],
  ["edit-products", "change_products", "Edit Products"],
  ["edit-address", "change_address", "Edit Address"],
];

type Step = "ship" | "skip" | "pause" | "resume" | "reactivate" | "cancel" | null;

/** Everything the subscription's status allows now: its change pages, then skip, pause, resume,
 * cancel (after a retention step) and reactivate, each confirmed before it is sent, with the next
 * charge it brings (its date and price, as the shop works them out) shown first. */
/** What a resumed or reactivated subscription says once done. */
const activeAgain = (date: string | null | undefined) => `Your subscription is active again. Your next shipment is on ${formatDate(date)}.`;

export function SubscriptionActions({ subscription, update: updateOperation, estimate, nextCharge }: Props) {
  const { entity_id: id, frequency_count: months, quote, next_charge: charge } = subscription;
  const { update, saving, error, done } = useSubscriptionUpdate(updateOperation, id);
  const [step, setStep] = useState<Step>(null);
  const can = (operation: string) => allows(subscription, operation);
  const act = async (changes: Parameters<typeof update>[0], success: string) => {
    if (await update(changes, { success, stay: true })) setStep(null);
  };
  const card = quote.payment?.cc_last_4 ? `the card ending ${quote.payment.cc_last_4}` : "your card";
  const confirmation = { operation: nextCharge, entityId: id, saving, onClose: () => setStep(null) };

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
          <Button onClick={() => setStep("resume")} aria-expanded={step === "resume"}>
            Resume Now
          </Button>
        )}
        {can("reactivate") && (
          <Button onClick={() => setStep("reactivate")} aria-expanded={step === "reactivate"} aria-describedby="reactivate-terms">
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
          Reactivated, it {renewsEvery(months, charge.grand_total.value, charge.grand_total.currency)} until you cancel.
        </p>
      )}

      {step === "ship" && (
        <div className={local.step} role="group" aria-label="Ship now">
          <p>
            Ship your next shipment today? {formatPrice(charge.grand_total.value, charge.grand_total.currency)} is charged
            to {card} now, and the shipments after it follow every {renewalDays(months)} days from today.
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
      {step === "skip" && charge.date && (
        <ConfirmCharge
          {...confirmation}
          label="Skip next shipment"
          change="skip"
          describe={(after) =>
            `Skip the shipment of ${formatDate(charge.date)}? Nothing is charged then; your next shipment is on ${chargeWords(after)}.`
          }
          confirmLabel="Skip Shipment"
          closeLabel="Keep It"
          onConfirm={(after) => act({ action: "skip" }, `Skipped. Your next shipment is on ${formatDate(after.date)}.`)}
        />
      )}
      {step === "resume" && (
        <ConfirmCharge
          {...confirmation}
          label="Resume subscription"
          change="resume"
          describe={(after) => `Resume now? Your next shipment is on ${chargeWords(after)}, charged to ${card}.`}
          confirmLabel="Resume Subscription"
          closeLabel="Not Now"
          onConfirm={(after) => act({ action: "resume" }, activeAgain(after.date))}
        />
      )}
      {step === "reactivate" && (
        <ConfirmCharge
          {...confirmation}
          label="Reactivate subscription"
          change="reactivate"
          describe={(after) =>
            `Reactivate? Your next shipment ships on ${formatDate(after.date)} and ${formatPrice(
              after.grand_total.value,
              after.grand_total.currency,
            )} is charged to ${card} then; after that it ships every ${renewalDays(months)} days until you cancel.`
          }
          confirmLabel="Reactivate Subscription"
          closeLabel="Not Now"
          onConfirm={(after) => act({ action: "reactivate" }, activeAgain(after.date))}
        />
      )}
      {step === "pause" && (
        <PauseForm
          subscription={subscription}
          operation={nextCharge}
          saving={saving}
          onPause={(until, after) =>
            act({ action: "pause", pause_until: until }, `Paused. Your next shipment is on ${formatDate(after.date)}.`)
          }
          onClose={() => setStep(null)}
        />
      )}
      {step === "cancel" && (
        <CancelSubscription
          subscription={subscription}
          estimate={estimate}
          nextCharge={nextCharge}
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
  operation: NextChargeOperation;
  saving: boolean;
  onPause: (until: string, after: NextCharge) => void;
  onClose: () => void;
};

/** Pauses renewals until a day the customer picks within the window the shop allows (none is
 * picked for them: a day moves money), showing the next charge that day brings before it is sent. */
function PauseForm({ subscription, operation, saving, onPause, onClose }: PauseProps) {
  const { pause_until_earliest: earliest, pause_until_latest: latest } = subscription.changes;
  const [until, setUntil] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const window = `Choose a day from ${formatDate(earliest)} to ${formatDate(latest)}.`;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(until) && until >= earliest && until <= latest;
  const { charge, error, pending } = useNextChargeAfter(
    operation,
    subscription.entity_id,
    valid ? { change: "pause", pause_until: until } : null,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(valid ? null : window);
    if (valid && charge) onPause(until, charge);
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
      <ChargeNote
        pending={pending}
        error={error}
        text={charge && `Your next shipment would be on ${chargeWords(charge)}.`}
      />
      <div className={forms.buttons}>
        <Button type="submit" loading={saving} disabled={valid && !charge}>
          Pause Subscription
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Keep It Active
        </Button>
      </div>
    </form>
  );
}
