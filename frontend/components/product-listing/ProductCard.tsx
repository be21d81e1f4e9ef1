import Link from "next/link";
import { useId } from "react";

import { CardRating } from "@/components/reviews/CardRating";
import { CardImage } from "@/components/ui/CardImage";
import type { ListedProductFieldsFragment } from "@/lib/graphql/generated/graphql";
import { formatPrice } from "@/lib/money";

import styles from "./ProductCards.module.css";
import { QuickAdd } from "./QuickAdd";

export type ListedProduct = ListedProductFieldsFragment;

// The card's image is shown at most ~300 px wide: a column of four on desktop, two on tablets.
const IMAGE_SIZE = 400;
const IMAGE_SIZES = "(min-width: 1024px) 300px, (min-width: 768px) 45vw, 100vw";

type Props = {
  product: ListedProduct;
  /** The first row of a page is above the fold: its images load at once. */
  eager?: boolean;
  /** Under the name, the page's introduction (a short line) instead of who it is for. */
  showIntro?: boolean;
};

/**
 * A product on the listing or a product band: image, name, who it is for, its "from" price and
 * savings, and a quick add of its default plan (a plain form, see QuickAdd). Rendered on the
 * server; the image has its size set so nothing shifts when it arrives.
 */
export function ProductCard({ product, eager = false, showIntro = false }: Props) {
  const headingId = useId();
  const link = product.storefront_path || null;
  const title = link ? <Link href={link}>{product.title}</Link> : product.title;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <CardImage src={product.image} frameClassName={styles.imageFrame} size={IMAGE_SIZE} sizes={IMAGE_SIZES} eager={eager} />
      <div className={styles.body}>
        {product.root_cause && (
          <span className={styles.cause} data-cause={product.root_cause}>
            {product.root_cause_label}
          </span>
        )}
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        {showIntro && product.intro ? (
          <p className={styles.audience}>{product.intro}</p>
        ) : (
          product.audience && <p className={styles.audience}>{product.audience}</p>
        )}
        <CardRating rating={product.average_rating} count={product.review_count} />
        <CardPrice product={product} />
        {product.default_sku ? (
          <QuickAdd product={product} defaultSku={product.default_sku} />
        ) : (
          <p className={styles.unavailable}>Not available right now</p>
        )}
      </div>
    </article>
  );
}

function CardPrice({ product }: { product: ListedProduct }) {
  const from = product.from_price;
  if (!from) return null;
  const regular = product.regular_price;
  const cheaper = regular && Number(regular.value) > Number(from.value);
  return (
    <p className={styles.price} data-testid="card-price">
      <span>
        From <strong>{formatPrice(from.value, from.currency)}</strong>/mo
      </span>{" "}
      {cheaper && (
        <s className={styles.regular}>
          <span className="visually-hidden">Bought once </span>
          {formatPrice(regular.value, regular.currency)}
        </s>
      )}{" "}
      {product.savings > 0 && <span className={styles.savings}>Save up to {product.savings}%</span>}
    </p>
  );
}
