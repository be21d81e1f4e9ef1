"use client";

import { useState, type ReactNode } from "react";

import { useMutationForm } from "@/components/forms/use-mutation-form";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";

import styles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import forms from "@/components/forms/forms.module.css";

type Props = {
  /** The button's accessible name, e.g. "Delete the address 12 Main St". */
  label: string;
  title: string;
  children: ReactNode;
  /** Deletes; resolves to an error message to show, or null once done. */
  onConfirm: () => Promise<string | null>;
  context: string;
};

/** A Delete button that asks first, in a modal, and shows why a deletion failed. */
export function ConfirmDelete({ label, title, children, onConfirm, context }: Props) {
  const [open, setOpen] = useState(false);
  const { pending: busy, error, submitWith } = useMutationForm();

  const confirm = submitWith({
    send: async () => {
      const problem = await onConfirm();
      if (problem) return { ok: false, error: problem };
      setOpen(false);
      return { ok: true };
    },
  });

  return (
    <>
      <button type="button" className={styles.textButton} aria-label={label} onClick={() => setOpen(true)}>
        Delete
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="small" closable={!busy}>
        {children}
        {error && <AccountAlert message={error} context={context} />}
        <div className={forms.buttons}>
          <Button onClick={confirm} loading={busy}>
            Delete
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
        </div>
      </Modal>
    </>
  );
}
