import { useId } from "react";

import styles from "./productBlocks.module.css";
import type { BlockOf } from "./types";

/** What to expect month by month: an ordered list, drawn as a timeline. */
export function TimelineBlock({ block }: { block: BlockOf<"TimelineBlock"> }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <ol className={styles.timeline}>
        {block.milestones.map((milestone, index) => (
          <li key={index} className={styles.milestone}>
            <span className={styles.period}>{milestone.period}</span>
            <strong className={styles.milestoneHeadline}>{milestone.headline}</strong>
            {milestone.text && <p className={styles.milestoneText}>{milestone.text}</p>}
          </li>
        ))}
      </ol>
      {block.footnote && <p className={styles.note}>{block.footnote}</p>}
    </section>
  );
}
