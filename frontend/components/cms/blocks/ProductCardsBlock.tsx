import { useId } from "react";

import { ProductCard } from "@/components/product-listing/ProductCard";
import styles from "@/components/product-listing/ProductCards.module.css";
import { QuickAddEnhancer } from "@/components/product-listing/QuickAddEnhancer";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { AddProductsToCartDocument } from "@/lib/graphql/generated/graphql";

import type { BlockOf } from "./types";

const addProductsToCart = browserOperation(AddProductsToCartDocument);

/** A band of product cards with prices and a quick add; nothing when none is on sale. */
export function ProductCardsBlock({ block }: { block: BlockOf<"ProductCardsBlock"> }) {
  const headingId = useId();
  if (block.product_cards.length === 0) return null;
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.text && <p>{block.text}</p>}
      <ul className={styles.grid}>
        {block.product_cards.map((product) => (
          <li key={product.default_sku ?? product.title}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <QuickAddEnhancer addMutation={addProductsToCart} />
    </section>
  );
}
