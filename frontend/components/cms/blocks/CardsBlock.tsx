import Link from "next/link";

import { CmsImage } from "./CmsImage";
import styles from "./blocks.module.css";
import { marketingCta } from "./marketing-cta";
import type { BlockOf } from "./types";

export function CardsBlock({ block }: { block: BlockOf<"CardsBlock"> }) {
  return (
    <section className={styles.wide}>
      {block.heading && <h2 className={styles.centeredHeading}>{block.heading}</h2>}
      <ul className={styles.cardGrid}>
        {block.cards.map((card, index) => (
          <li key={index} className={styles.card}>
            <CmsImage
              className={styles.cardImage}
              image={card.image}
              alt={card.image_alt}
              sizes="(min-width: 1024px) 25vw, (min-width: 480px) 50vw, 100vw"
            />
            <h3 className={styles.cardTitle}>
              {card.link ? (
                <Link className={styles.cardLink} href={card.link} {...marketingCta("cards", "link")}>
                  {card.title}
                </Link>
              ) : (
                card.title
              )}
            </h3>
            {card.text && <p className={styles.cardText}>{card.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
