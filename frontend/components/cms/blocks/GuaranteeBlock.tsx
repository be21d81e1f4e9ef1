import Link from "next/link";
import { useId } from "react";

import styles from "./productBlocks.module.css";
import type { BlockOf } from "./types";

/** The results guarantee in short, with a link to its full terms when they are published. */
export function GuaranteeBlock({ block }: { block: BlockOf<"GuaranteeBlock"> }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.guarantee}>
        <h2 id={headingId}>{block.heading}</h2>
        <p>{block.text}</p>
        <ul className={styles.terms}>
          {block.terms.map((term, index) => (
            <li key={index}>{term}</li>
          ))}
        </ul>
        {block.terms_path && (
          <Link href={block.terms_path} className={styles.termsLink}>
            {block.link_label}
          </Link>
        )}
      </div>
    </section>
  );
}
