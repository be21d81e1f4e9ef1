import { useId } from "react";

import { ProductCard } from "@/components/product-listing/ProductCard";
import styles from "@/components/product-listing/ProductCards.module.css";
import { QuickAddEnhancer } from "@/components/product-listing/QuickAddEnhancer";
import type { AddProductsToCartOperation } from "@/lib/cart/add-to-cart";
import type { QuizResultData } from "@/lib/quiz/server";

export const BOOSTERS_HEADING = "Add a booster";

type Props = {
  boosters: QuizResultData["recommendation"]["booster_products"];
  addMutation: AddProductsToCartOperation;
};

/**
 * The boosters the result recommends, under the plan: the listing's product cards (image, name,
 * a short line, the "from" price, a link to the booster's page and a quick add that counts as the
 * quiz's). Nothing when the rule names none, or none is on sale.
 */
export function QuizBoosters({ boosters, addMutation }: Props) {
  const headingId = useId();
  if (boosters.length === 0) return null;
  return (
    <section className={styles.band} aria-labelledby={headingId} data-testid="quiz-boosters">
      <h2 id={headingId}>{BOOSTERS_HEADING}</h2>
      <p>Boosters work alongside your plan on your strongest root causes.</p>
      <ul className={styles.grid}>
        {boosters.map((product) => (
          <li key={product.default_sku ?? product.title}>
            <ProductCard product={product} showIntro />
          </li>
        ))}
      </ul>
      <QuickAddEnhancer addMutation={addMutation} />
    </section>
  );
}
