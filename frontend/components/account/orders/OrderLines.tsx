import { getImageProps } from "next/image";

import { billingIntervalLabel } from "@/lib/account/orders";
import { storefrontMediaUrl } from "@/lib/cms/media";
import type { AccountOrderQuery } from "@/lib/graphql/generated/graphql";
import { formatPrice } from "@/lib/money";

import { LineReview } from "./LineReview";
import styles from "./orders.module.css";
import type { CreateReviewOperation } from "./WriteReview";

type Line = NonNullable<AccountOrderQuery["order"]>["items"][number];

const THUMB = 80;

/** The product's picture at a fixed size, so the list does not jump as images arrive; a line
 * without one keeps the same space. Resized by next/image when the file is the shop's own. */
function Thumbnail({ line }: { line: Line }) {
  if (!line.image) return <span className={styles.thumb} aria-hidden="true" />;
  const src = storefrontMediaUrl(line.image);
  const { props } = getImageProps({
    src,
    alt: line.product_name,
    width: THUMB,
    height: THUMB,
    unoptimized: !src.startsWith("/"),
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props (getImageProps), alt among them.
  return <img {...props} className={styles.thumb} />;
}

/** What was ordered: picture, name, how it was bought (one-time or which subscription), quantity
 * and the price of one; once shipped, reviewing it (once per product: two plans of one product
 * share the review, shown on the first). */
export function OrderLines({ lines, createReview }: { lines: Line[]; createReview?: CreateReviewOperation }) {
  const seenProducts = new Set<string>();
  const firstOfProduct = new Set<string>();
  for (const line of lines) {
    const id = line.review?.product_id;
    if (id && !seenProducts.has(id)) firstOfProduct.add(line.id);
    if (id) seenProducts.add(id);
  }
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.id} className={styles.line}>
          <Thumbnail line={line} />
          <div>
            <p>
              <strong>{line.product_name}</strong>
            </p>
            <p>{billingIntervalLabel(line.billing_interval)}</p>
            <p>Qty: {line.quantity_ordered}</p>
          </div>
          <p>{formatPrice(line.product_sale_price.value, line.product_sale_price.currency)}</p>
          {firstOfProduct.has(line.id) && (
            <div className={styles.lineReview}>
              <LineReview line={line} createReview={createReview} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
