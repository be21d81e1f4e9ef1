import buttonStyles from "../../ui/Button.module.css";
import { StreamBlocks } from "../blocks/StreamBlocks";
import styles from "./landing.module.css";
import { OfferCode } from "./OfferCode";
import type { PageOf } from "./types";

/** The influencer's slug: the last segment of the page's path (/influencer/jane/ is jane). */
export function influencerSlug(path: string): string {
  return path.split("/").filter(Boolean).pop() ?? "";
}

export function InfluencerLandingPage({ page }: { page: PageOf<"InfluencerLandingPage"> }) {
  return (
    // The consent root keeps the slug a year in the rw_influencer cookie.
    <article data-influencer={influencerSlug(page.url_path) || undefined}>
      <header className={styles.offerHeader}>
        <p className={styles.eyebrow}>Recommended by {page.influencer_name}</p>
        <h1>{page.title}</h1>
        {page.intro && <p className={styles.headline}>{page.intro}</p>}
        <OfferCode code={page.offer_code}>
          {page.gift && <>, and get {page.gift} with your order</>}
        </OfferCode>
        {!page.offer_code && page.gift && <p className={styles.offerCode}>Free with your order: {page.gift}</p>}
        {page.offer_cart_link && (
          <p className={styles.offerAction}>
            {/* A plain link, never prefetched: following it fills the cart (a route handler). */}
            <a href={page.offer_cart_link} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
              {page.offer_code ? `Add to cart with ${page.offer_code}` : "Add to cart"}
            </a>
          </p>
        )}
      </header>
      <StreamBlocks blocks={page.body} />
    </article>
  );
}
