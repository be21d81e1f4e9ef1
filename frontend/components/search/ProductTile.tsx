import { OPTION_ATTRIBUTE } from "@/lib/search/keyboard";
import type { SearchHit } from "@/lib/search/types";

import styles from "./SearchOverlay.module.css";

/** A product in the overlay's lists: opens its detail inside the overlay. */
export function ProductTile({ hit, onOpen }: { hit: SearchHit; onOpen: () => void }) {
  return (
    <button type="button" className={styles.product} {...{ [OPTION_ATTRIBUTE]: "" }} onClick={onOpen}>
      <ProductImage hit={hit} size={72} />
      <span className={styles.productText}>
        <span className={styles.productTitle}>{hit.title}</span>
        <span className={styles.productSubTitle}>{hit.subTitle}</span>
      </span>
    </button>
  );
}

/** A hit's image, decorative (its title is next to it); a blank square when it has none. */
export function ProductImage({ hit, size }: { hit: SearchHit; size: number }) {
  if (!hit.searchImage?.url) return <span className={styles.noImage} style={{ width: size, height: size }} aria-hidden="true" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the catalogue serves the sized image.
    <img className={styles.image} src={hit.searchImage.url} alt="" width={size} height={size} loading="lazy" decoding="async" />
  );
}
