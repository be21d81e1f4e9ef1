import { Button } from "@/components/ui/Button";

import styles from "./Account.module.css";

/** What a section with nothing in it says, with the one useful next step. */
export function EmptyState({ text, href, label }: { text: string; href?: string; label?: string }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      {href && label && (
        <Button href={href} variant="secondary">
          {label}
        </Button>
      )}
    </div>
  );
}
