import Link from "next/link";

import styles from "./blocks.module.css";
import { marketingCta } from "./marketing-cta";
import type { BlockOf } from "./types";

export function CtaBlock({ block }: { block: BlockOf<"CtaBlock"> }) {
  return (
    <section className={styles.ctaBand}>
      <h2>{block.heading}</h2>
      {block.text && <p>{block.text}</p>}
      <Link className={styles.ctaOnDark} href={block.button_link} {...marketingCta("cta", "button")}>
        {block.button_label}
      </Link>
    </section>
  );
}
