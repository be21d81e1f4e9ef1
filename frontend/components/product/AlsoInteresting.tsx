import Link from "next/link";

import { CardRating } from "@/components/reviews/CardRating";
import { CardImage } from "@/components/ui/CardImage";
import type { AlsoInterestingHitFragment } from "@/lib/graphql/generated/graphql";

import pageSection from "@/components/ui/PageSection.module.css";
import styles from "./AlsoInteresting.module.css";

const IMAGE_SIZE = 240;

/**
 * "You might also be interested in" under a product: what shoppers buy with it (or the line's
 * popular products while few have), each linking to its page. Rendered on the server.
 */
export function AlsoInteresting({ hits }: { hits: readonly (AlsoInterestingHitFragment | null)[] }) {
  const shown = hits.filter((hit): hit is AlsoInterestingHitFragment => hit !== null);
  if (!shown.length) return null;
  return (
    <section className={pageSection.section} aria-labelledby="also-interesting">
      <h2 id="also-interesting" className={pageSection.heading}>
        You might also be interested in
      </h2>
      <ul className={styles.list}>
        {shown.map((hit) => (
          <li key={hit.objectID} className={styles.item}>
            <CardImage
              src={hit.searchImage?.url ?? null}
              frameClassName={styles.imageFrame}
              size={IMAGE_SIZE}
              sizes="(min-width: 768px) 240px, 45vw"
            />
            <Link href={hit.urlPath} className={styles.title}>
              {hit.title}
            </Link>
            {hit.subTitle && <span className={styles.subTitle}>{hit.subTitle}</span>}
            <CardRating rating={hit.average_rating} count={hit.review_count} />
          </li>
        ))}
      </ul>
    </section>
  );
}
