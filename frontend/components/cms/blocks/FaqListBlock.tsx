import styles from "./blocks.module.css";
import type { BlockOf } from "./types";

/** Questions as native disclosures: they open by click, Enter or Space without any script. */
export function FaqListBlock({ block }: { block: BlockOf<"FaqListBlock"> }) {
  return (
    <section className={styles.section}>
      <h2>{block.heading}</h2>
      <div className={styles.faq}>
        {block.items.map((item, index) => (
          <details key={index} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>{item.question}</summary>
            {/* Rich text comes from Wagtail's editor, which only stores its allow-listed markup. */}
            <div className={styles.richText} dangerouslySetInnerHTML={{ __html: item.answer }} />
          </details>
        ))}
      </div>
    </section>
  );
}
