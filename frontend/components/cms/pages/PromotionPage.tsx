import { StreamBlocks } from "../blocks/StreamBlocks";
import { CmsDate } from "./CmsDate";
import styles from "./landing.module.css";
import { OfferCode } from "./OfferCode";
import type { PageOf } from "./types";

export function PromotionPage({ page }: { page: PageOf<"PromotionPage"> }) {
  return (
    <article>
      <header className={styles.offerHeader}>
        <p className={styles.eyebrow}>{page.kind_label}</p>
        <h1>{page.title}</h1>
        <p className={styles.headline}>{page.headline}</p>
        <OfferCode code={page.offer_code} />
        {page.ends_on && (
          <p className={styles.endsOn}>
            Offer ends <CmsDate value={page.ends_on} />
          </p>
        )}
      </header>
      <StreamBlocks blocks={page.body} />
      {page.terms && (
        <footer className={styles.terms}>
          <h2 className={styles.termsHeading}>Offer terms</h2>
          <p>{page.terms}</p>
        </footer>
      )}
    </article>
  );
}
