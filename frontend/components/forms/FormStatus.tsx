import type { Ref } from "react";

type Props = {
  /** useMutationForm's statusRef: the status gets focus when a message arrives. */
  statusRef: Ref<HTMLParagraphElement>;
  message: string | null;
  className?: string;
};

/** Where a form says it is done: always in the page (role=status, so the words are announced
 * when they arrive) and focusable, so that focus can move there from a form that closed. */
export function FormStatus({ statusRef, message, className }: Props) {
  return (
    <p ref={statusRef} role="status" tabIndex={-1} className={className}>
      {message}
    </p>
  );
}
