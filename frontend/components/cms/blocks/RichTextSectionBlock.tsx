import styles from "./blocks.module.css";
import type { BlockOf } from "./types";

export function RichTextSectionBlock({ block }: { block: BlockOf<"RichTextSectionBlock"> }) {
  return (
    <section className={styles.section}>
      {block.heading && <h2>{block.heading}</h2>}
      {/* Rich text comes from Wagtail's editor, which only stores its allow-listed markup. */}
      <div className={styles.richText} dangerouslySetInnerHTML={{ __html: block.body }} />
    </section>
  );
}
