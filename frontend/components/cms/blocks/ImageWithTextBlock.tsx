import Link from "next/link";

import { SplitImage } from "./CmsImage";
import styles from "./blocks.module.css";
import { marketingCta } from "./marketing-cta";
import type { BlockOf } from "./types";

export function ImageWithTextBlock({ block }: { block: BlockOf<"ImageWithTextBlock"> }) {
  const imageRight = block.image_position === "right";
  return (
    <section className={imageRight ? `${styles.split} ${styles.splitImageRight}` : styles.split}>
      <SplitImage image={block.image} alt={block.image_alt} />
      <div className={styles.splitCopy}>
        <h2>{block.heading}</h2>
        {/* Rich text comes from Wagtail's editor, which only stores its allow-listed markup. */}
        <div className={styles.richText} dangerouslySetInnerHTML={{ __html: block.body }} />
        {block.button_label && block.button_link && (
          <Link className={styles.cta} href={block.button_link} {...marketingCta("image_with_text", "button")}>
            {block.button_label}
          </Link>
        )}
      </div>
    </section>
  );
}
