import { AlsoInteresting } from "@/components/product/AlsoInteresting";
import { ProductImage } from "@/components/product/ProductImage";
import { ProductPurchase } from "@/components/product/ProductPurchase";
import { ProductReviews } from "@/components/reviews/ProductReviews";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { AddProductsToCartDocument } from "@/lib/graphql/generated/graphql";

import styles from "@/components/product/ProductHero.module.css";
import { StreamBlocks } from "../blocks/StreamBlocks";
import type { PageOf } from "./types";

// Printed on the server: the browser receives the mutation as text, not the GraphQL library.
const addProductsToCart = browserOperation(AddProductsToCartDocument);

export function ProductPage({ page }: { page: PageOf<"ProductPage"> }) {
  const data = page.add_to_cart_data;
  const [first, ...rest] = data.options;
  return (
    <article>
      <div className={data.mainimg ? styles.hero : `${styles.hero} ${styles.withoutImage}`}>
        <ProductImage src={data.mainimg} alt={data.title} />
        <div className={styles.details}>
          <h1 className={styles.title}>{page.title}</h1>
          {page.intro && <p className={styles.intro}>{page.intro}</p>}
          {first ? (
            // Keyed by page: moving to another product page starts afresh (its plan, its view event).
            <ProductPurchase
              key={page.url_path}
              data={{ ...data, options: [first, ...rest] }}
              preselectedInterval={page.preselected_interval}
              addMutation={addProductsToCart}
            />
          ) : (
            <p className={styles.unavailable}>This product is not available right now.</p>
          )}
        </div>
      </div>
      <StreamBlocks blocks={page.body} />
      <ProductReviews summary={page.review_summary} first={page.review_page} />
      <AlsoInteresting hits={page.also_interesting ?? []} />
    </article>
  );
}
