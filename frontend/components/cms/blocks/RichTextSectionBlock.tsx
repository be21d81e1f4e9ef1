import type { StreamBlocksFragment } from "@/lib/graphql/generated/graphql";

import styles from "./blocks.module.css";

type RichTextSection = Extract<StreamBlocksFragment, { __typename: "RichTextSectionBlock" }>;

export function RichTextSectionBlock({ block }: { block: RichTextSection }) {
  return (
    <section className={styles.section}>
      {block.heading && <h2>{block.heading}</h2>}
      {/* Rich text comes from Wagtail's editor, which only stores its allow-listed markup. */}
      <div className={styles.richText} dangerouslySetInnerHTML={{ __html: block.body }} />
    </section>
  );
}
