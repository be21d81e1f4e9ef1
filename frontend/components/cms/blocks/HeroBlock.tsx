import Link from "next/link";

import { CmsImage } from "./CmsImage";
import styles from "./blocks.module.css";
import { marketingCta } from "./marketing-cta";
import type { BlockOf } from "./types";

export function HeroBlock({ block }: { block: BlockOf<"HeroBlock"> }) {
  return (
    <section className={block.image ? `${styles.hero} ${styles.heroWithImage}` : styles.hero}>
      <div>
        <h2 className={styles.heroHeading}>{block.heading}</h2>
        {block.text && <p className={styles.heroText}>{block.text}</p>}
        {block.cta_label && block.cta_link && (
          <Link className={styles.cta} href={block.cta_link} {...marketingCta("hero", "button")}>
            {block.cta_label}
          </Link>
        )}
      </div>
      <CmsImage
        className={styles.heroImage}
        image={block.image}
        alt={block.image_alt}
        sizes="(min-width: 1024px) 50vw, 100vw"
        priority
      />
    </section>
  );
}
