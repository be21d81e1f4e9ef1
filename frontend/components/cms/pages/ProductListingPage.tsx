import Link from "next/link";

import { presentItems } from "@/lib/cms/lists";
import type { ProductListingSectionFieldsFragment } from "@/lib/graphql/generated/graphql";

import { StreamBlocks } from "../blocks/StreamBlocks";
import styles from "./listing.module.css";
import { PageHeader } from "./PageHeader";
import type { PageOf } from "./types";

/** All products, one section each for supplements, duos and scalp care (/products/#scalp). */
export function ProductListingPage({ page }: { page: PageOf<"ProductListingPage"> }) {
  return (
    <div>
      <PageHeader title={page.title} intro={page.intro} />
      {presentItems(page.sections).map((section) => (
        <ListingSection key={section.anchor} section={section} />
      ))}
      <StreamBlocks blocks={page.body} />
    </div>
  );
}

function ListingSection({ section }: { section: ProductListingSectionFieldsFragment }) {
  const headingId = `${section.anchor}-heading`;
  return (
    <section id={section.anchor} aria-labelledby={headingId} className={styles.listingSection}>
      <h2 id={headingId}>{section.heading}</h2>
      {section.products.length ? (
        <ul className={styles.cards}>
          {section.products.map((product) => (
            <li key={product.storefront_path}>
              <article className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <Link href={product.storefront_path}>{product.title}</Link>
                </h3>
                {product.intro && <p>{product.intro}</p>}
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>New {section.heading.toLowerCase()} products are on their way.</p>
      )}
    </section>
  );
}
