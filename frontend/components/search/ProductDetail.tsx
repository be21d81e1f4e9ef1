"use client";

import Link from "next/link";
import { useEffect, useState } from "react";

import { browserStorage } from "@/lib/ui/storage";
import { FDA_DISCLAIMER } from "@/lib/product/disclaimer";
import { recommend, type SearchOperations } from "@/lib/search/api";
import { RELATED_PRODUCTS } from "@/lib/search/constants";
import { otherHits } from "@/lib/search/lists";
import { storedQuizSkus } from "@/lib/search/quiz-skus";
import { SECTION_GENDER, type SearchHit, type SearchSection } from "@/lib/search/types";

import { ProductImage, ProductTile } from "./ProductTile";
import type { ResultActions } from "./SearchOverlay";
import styles from "./SearchOverlay.module.css";

type Lists = { recommended: SearchHit[]; alsoLiked: SearchHit[]; related: SearchHit[] };
const NONE: Lists = { recommended: [], alsoLiked: [], related: [] };

/**
 * A product's detail inside the overlay: the product and a link to its page, the recommended
 * product (from the visitor's orders and stored quiz result), products bought with it, related
 * products and the disclaimer. A list that fails to load is left out (the error is logged).
 */
type Props = { operations: SearchOperations; hit: SearchHit; section: SearchSection; actions: ResultActions };

export function ProductDetail({ operations, hit, section, actions }: Props) {
  const [lists, setLists] = useState<{ objectID: string; lists: Lists } | null>(null);

  useEffect(() => {
    let current = true;
    const id = hit.objectID;
    void Promise.all([
      recommend(operations, {
        model: "recommended-for-you",
        // One more than shown: the product on screen may be among them (otherHits leaves it out).
        max_results: 2,
        fallback_parameters: { gender: SECTION_GENDER[section] },
        quiz_skus: storedQuizSkus(browserStorage("localStorage")),
      }),
      recommend(operations, {
        model: "bought-together",
        object_id: id,
        fallback_parameters: { category: hit.category, gender: SECTION_GENDER[section] },
      }),
      recommend(operations, { model: "related-products", object_id: id, max_results: RELATED_PRODUCTS }),
    ]).then(([recommended, alsoLiked, related]) => {
      if (current) {
        setLists({
          objectID: id,
          lists: {
            recommended: otherHits(recommended, id, 1),
            alsoLiked: otherHits(alsoLiked, id, RELATED_PRODUCTS),
            related: otherHits(related, id, RELATED_PRODUCTS),
          },
        });
      }
    });
    return () => {
      current = false;
    };
  }, [operations, hit.objectID, hit.category, section]);

  const loaded = lists?.objectID === hit.objectID ? lists.lists : null;
  const { recommended, alsoLiked, related } = loaded ?? NONE;
  return (
    <article className={styles.detail} aria-busy={!loaded}>
      <div className={styles.productHead}>
        <ProductImage hit={hit} size={160} />
        <div>
          <h3 className={styles.detailTitle}>{hit.title}</h3>
          <p className={styles.productSubTitle}>{hit.subTitle}</p>
          <p>{hit.shortDescription}</p>
          <Link href={hit.urlPath} prefetch={false} className={styles.productLink} onClick={actions.close}>
            View product<span className="visually-hidden">: {hit.title}</span>
          </Link>
        </div>
      </div>
      <HitList heading="Recommended product" hits={recommended} actions={actions} />
      <HitList heading="You might also be interested in" hits={alsoLiked} actions={actions} />
      <HitList heading="Related" hits={related} actions={actions} />
      <p className={styles.disclaimer}>{FDA_DISCLAIMER}</p>
    </article>
  );
}

function HitList({ heading, hits, actions }: { heading: string; hits: SearchHit[]; actions: ResultActions }) {
  if (!hits.length) return null;
  return (
    <section className={styles.section} aria-label={heading}>
      <h4 className={styles.heading}>{heading}</h4>
      <ul className={styles.products}>
        {hits.map((hit, index) => (
          <li key={hit.objectID}>
            <ProductTile hit={hit} onOpen={() => actions.openProduct(hit, index + 1)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
