// A page with an opener button and the modal it controls: what the Modal's jsdom tests and the
// browser checks of e2e/behaviours/harness.tsx both open, close and tab through.
import { type ComponentProps, type ReactNode, useState } from "react";

import { Modal } from "@/components/ui/Modal";

type Props = Omit<ComponentProps<typeof Modal>, "open" | "onClose" | "title" | "children"> & {
  /** The modal's content; a Quantity field and an Add to cart button unless given. */
  children?: ReactNode;
};

export function ModalPage({ children, ...modal }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal {...modal} open={open} onClose={() => setOpen(false)} title="Product details">
        {children ?? (
          <>
            <input aria-label="Quantity" />
            <button type="button">Add to cart</button>
          </>
        )}
      </Modal>
    </>
  );
}
