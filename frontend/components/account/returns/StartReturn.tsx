"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

import { SelectField, TextAreaField } from "@/components/forms/Fields";
import { FormActions } from "@/components/forms/FormActions";
import forms from "@/components/forms/forms.module.css";
import { FormStatus } from "@/components/forms/FormStatus";
import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
import { Button } from "@/components/ui/Button";
import { MAX_RETURN_NOTE, returnInput, type ReturnableItem, type ReturnProblems } from "@/lib/account/returns";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type { RequestReturnMutation, RequestReturnMutationVariables } from "@/lib/graphql/generated/graphql";

import accountStyles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import styles from "./returns.module.css";

type Props = {
  orderNumber: string;
  items: ReturnableItem[];
  reasons: ReadonlyArray<{ code: string; label: string }>;
  requestReturn: BrowserOperation<RequestReturnMutation, RequestReturnMutationVariables>;
  /** Whether a return can be started now (the window is open and something is left to return). */
  canStart: boolean;
};

const quantityOptions = (most: number) =>
  Array.from({ length: most + 1 }, (_, count) => ({ value: String(count), label: count === 0 ? "None" : String(count) }));

/** "Start a return": which items and how many, why, and a note; sent with requestReturn, then the page reloads its
 * returns. */
export function StartReturn({ orderNumber, items, reasons, requestReturn, canStart }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const { formRef, statusRef, pending, problems, error, done, submitWith, reset } = useMutationForm<ReturnProblems>();

  useEffect(() => {
    if (open) formRef.current?.querySelector("select")?.focus();
  }, [open, formRef]);

  function start() {
    // One item to return: it is chosen already, all of it.
    setQuantities(items.length === 1 ? { [items[0].id]: items[0].quantity_returnable } : {});
    setReason("");
    setNote("");
    reset();
    setOpen(true);
  }

  const built = () => returnInput(orderNumber, items, { quantities, reason, note });
  const submit = submitWith({
    validate: () => {
      const input = built();
      return "problems" in input ? input.problems : {};
    },
    send: async () => {
      const input = built();
      if ("problems" in input) return { ok: true }; // validate has refused it already
      return outcomeOf(await postGraphQL(requestReturn, input), (data) => {
        if (!data.requestReturn) return null;
        setOpen(false);
        router.refresh();
        return { ok: true, done: `Return ${data.requestReturn.return.number} requested.` };
      });
    },
  });

  return (
    <div className={styles.start}>
      <FormStatus statusRef={statusRef} message={done} className={accountStyles.status} />
      {!canStart ? null : !open ? (
        <Button variant="secondary" onClick={start}>
          Start a return
        </Button>
      ) : (
        <form ref={formRef} className={forms.form} aria-label="Start a return" aria-busy={pending} noValidate onSubmit={submit}>
          <fieldset className={forms.fieldset}>
            <legend className={forms.label}>Items to return</legend>
            {items.map((item, index) => (
              <SelectField
                key={item.id}
                label={item.product_name}
                hint={`Up to ${item.quantity_returnable}`}
                options={quantityOptions(item.quantity_returnable)}
                value={String(quantities[item.id] ?? 0)}
                // "Choose at least one item" is said once, on the first item's field.
                error={index === 0 ? problems.items : undefined}
                onChange={(event) => setQuantities((current) => ({ ...current, [item.id]: Number(event.target.value) }))}
              />
            ))}
          </fieldset>
          <SelectField
            label="Reason"
            required
            placeholder="Choose a reason"
            options={reasons.map((option) => ({ value: option.code, label: option.label }))}
            value={reason}
            error={problems.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <TextAreaField
            label="Anything to add? (optional)"
            rows={3}
            maxLength={MAX_RETURN_NOTE}
            value={note}
            error={problems.note}
            onChange={(event) => setNote(event.target.value)}
          />
          {error && <AccountAlert message={error} context="order return" />}
          <FormActions submit="Request return" pending={pending} cancel={() => setOpen(false)} className={accountStyles.actions} />
        </form>
      )}
    </div>
  );
}
