import { Button } from "@/components/ui/Button";

import styles from "./forms.module.css";

type Props = {
  /** The submit button's words ("Save Address"). */
  submit: string;
  pending: boolean;
  /** Cancel goes to this page, or calls this. */
  cancel: string | (() => void);
  /** The submit button stays inert until then (e.g. the page is interactive). */
  disabled?: boolean;
  className?: string;
};

/** A form's submit button, spinning while it sends, and its Cancel. */
export function FormActions({ submit, pending, cancel, disabled, className }: Props) {
  return (
    <div className={className ?? styles.buttons}>
      <Button type="submit" loading={pending} disabled={disabled}>
        {submit}
      </Button>
      {typeof cancel === "string" ? (
        <Button href={cancel} variant="secondary">
          Cancel
        </Button>
      ) : (
        <Button variant="secondary" onClick={cancel} disabled={pending}>
          Cancel
        </Button>
      )}
    </div>
  );
}
