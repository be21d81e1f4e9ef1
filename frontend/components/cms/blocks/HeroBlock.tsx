import Link from "next/link";

import type { StreamBlocksFragment } from "@/lib/graphql/generated/graphql";

import styles from "./blocks.module.css";

type Hero = Extract<StreamBlocksFragment, { __typename: "HeroBlock" }>;

export function HeroBlock({ block }: { block: Hero }) {
  return (
    <section className={styles.hero}>
      <h2 className={styles.heroHeading}>{block.heading}</h2>
      {block.text && <p className={styles.heroText}>{block.text}</p>}
      {block.cta_label && block.cta_link && (
        <Link className={styles.cta} href={block.cta_link}>
          {block.cta_label}
        </Link>
      )}
    </section>
  );
}
