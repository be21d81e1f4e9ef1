import Link from "next/link";
import { useId } from "react";

import { CardRating } from "@/components/reviews/CardRating";
import { formatPrice } from "@/lib/money";

import { SplitImage } from "./CmsImage";
import styles from "./blocks.module.css";
import { marketingCta } from "./marketing-cta";
import type { BlockOf } from "./types";

/** A product with its live plans and prices from the catalogue; nothing when it is not on sale. */
export function ProductTeaserBlock({ block }: { block: BlockOf<"ProductTeaserBlock"> }) {
  const headingId = useId();
  if (block.plans.length === 0) return null;
  return (
    <section className={styles.split} aria-labelledby={headingId}>
      <SplitImage image={block.image} alt={block.image_alt} />
      <div className={styles.splitCopy}>
        <h2 id={headingId}>{block.heading}</h2>
        <CardRating rating={block.average_rating} count={block.review_count} />
        {block.text && <p>{block.text}</p>}
        <ul className={styles.teaserPlans} aria-label="Plans">
          {block.plans.map((plan) => (
            <li key={plan.sku} className={styles.teaserPlan}>
              <span>{plan.option_title}</span>
              <span className={styles.teaserPrice}>
                {formatPrice(plan.price.value, plan.price.currency)}
              </span>
              {!plan.is_available && <span className={styles.muted}>Sold out</span>}
            </li>
          ))}
        </ul>
        {block.link && (
          <Link className={styles.cta} href={block.link} {...marketingCta("product_teaser", "button")}>
            Shop {block.heading}
          </Link>
        )}
      </div>
    </section>
  );
}
