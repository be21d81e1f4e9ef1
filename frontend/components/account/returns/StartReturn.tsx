"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import { MAX_RETURN_NOTE, returnInput, type ReturnableItem, type ReturnProblems } from "@/lib/account/returns";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type { RequestReturnMutation, RequestReturnMutationVariables } from "@/lib/graphql/generated/graphql";

import accountStyles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import { focusFirstInvalid, SelectField } from "../forms/Fields";
import forms from "../forms/forms.module.css";
import { UNREACHABLE } from "../profile/messages";
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
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [problems, setProblems] = useState<ReturnProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (open) formRef.current?.querySelector("select")?.focus();
  }, [open]);
  useEffect(() => {
    if (done) statusRef.current?.focus();
  }, [done]);

  function start() {
    // One item to return: it is chosen already, all of it.
    setQuantities(items.length === 1 ? { [items[0].id]: items[0].quantity_returnable } : {});
    setReason("");
    setNote("");
    setProblems({});
    setError(null);
    setDone(null);
    setOpen(true);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const built = returnInput(orderNumber, items, { quantities, reason, note });
    setError(null);
    if ("problems" in built) {
      setProblems(built.problems);
      return focusFirstInvalid(formRef.current);
    }
    setProblems({});
    setSending(true);
    const result = await postGraphQL(requestReturn, built);
    setSending(false);
    if (result.kind === "data" && result.data.requestReturn) {
      setOpen(false);
      setDone(`Return ${result.data.requestReturn.return.number} requested.`);
      router.refresh();
    } else {
      setError(result.kind === "refused" ? result.message : UNREACHABLE);
    }
  }

  return (
    <div className={styles.start}>
      <p ref={statusRef} role="status" tabIndex={-1} className={accountStyles.status}>
        {done}
      </p>
      {!canStart ? null : !open ? (
        <Button variant="secondary" onClick={start}>
          Start a return
        </Button>
      ) : (
        <form ref={formRef} className={forms.form} aria-label="Start a return" aria-busy={sending} noValidate onSubmit={submit}>
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
          <div className={forms.field}>
            <label htmlFor={noteId} className={forms.label}>
              Anything to add? (optional)
            </label>
            <textarea
              id={noteId}
              className={forms.input}
              rows={3}
              maxLength={MAX_RETURN_NOTE}
              value={note}
              aria-invalid={problems.note ? true : undefined}
              onChange={(event) => setNote(event.target.value)}
            />
            {problems.note && <p className={forms.error}>{problems.note}</p>}
          </div>
          {error && <AccountAlert message={error} context="order return" />}
          <div className={accountStyles.actions}>
            <Button type="submit" loading={sending}>
              Request return
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={sending}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
