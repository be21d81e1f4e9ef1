"use client";

import { Button } from "@/components/ui/Button";
import type { SubscriptionChange } from "@/lib/graphql/generated/graphql";

import styles from "../Account.module.css";
import forms from "@/components/forms/forms.module.css";
import local from "./Subscription.module.css";
import { type NextCharge, type NextChargeOperation, useNextChargeAfter } from "./use-next-charge";

type Props = {
  label: string;
  operation: NextChargeOperation;
  entityId: number;
  change: SubscriptionChange;
  /** The question, with the next charge the change brings. */
  describe: (after: NextCharge) => string;
  confirmLabel: string;
  closeLabel: string;
  saving: boolean;
  onConfirm: (after: NextCharge) => void;
  onClose: () => void;
};

/** A change confirmed only once the customer has read the next charge it brings (its date and
 * price, as the shop works them out). */
export function ConfirmCharge(props: Props) {
  const { label, operation, entityId, change, describe, confirmLabel, closeLabel, saving, onConfirm, onClose } = props;
  const { charge, error, pending } = useNextChargeAfter(operation, entityId, { change });
  return (
    <div className={local.step} role="group" aria-label={label}>
      <ChargeNote pending={pending} error={error} text={charge && describe(charge)} />
      <div className={forms.buttons}>
        <Button loading={saving} disabled={!charge} onClick={() => charge && onConfirm(charge)}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
    </div>
  );
}

type NoteProps = { pending: boolean; error: string | null; text: string | null };

/** The next charge a change brings, announced politely as soon as the shop has worked it out. */
export function ChargeNote({ pending, error, text }: NoteProps) {
  return (
    <div aria-live="polite">
      {pending && <p className={styles.muted}>Working out your next charge…</p>}
      {text && <p data-next-charge-after>{text}</p>}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
