import { StreamBlocks } from "../blocks/StreamBlocks";
import styles from "./landing.module.css";
import { OfferCode } from "./OfferCode";
import type { PageOf } from "./types";

export function PartnerPage({ page }: { page: PageOf<"PartnerPage"> }) {
  return (
    <article>
      <header className={styles.offerHeader}>
        <p className={styles.eyebrow}>In partnership with {page.partner_name}</p>
        <h1>{page.title}</h1>
        {page.intro && <p className={styles.headline}>{page.intro}</p>}
        <OfferCode code={page.offer_code} />
      </header>
      <StreamBlocks blocks={page.body} />
    </article>
  );
}
