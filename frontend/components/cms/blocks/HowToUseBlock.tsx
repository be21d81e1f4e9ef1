import { useId } from "react";

import styles from "./productBlocks.module.css";
import type { BlockOf } from "./types";

/** How to take or apply the product: numbered steps. */
export function HowToUseBlock({ block }: { block: BlockOf<"HowToUseBlock"> }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <ol className={styles.steps}>
        {block.steps.map((step, index) => (
          <li key={index} className={styles.step}>
            <strong className={styles.stepTitle}>{step.step}</strong>
            {step.text && <span className={styles.stepText}>{step.text}</span>}
          </li>
        ))}
      </ol>
      {block.note && <p className={styles.note}>{block.note}</p>}
    </section>
  );
}
