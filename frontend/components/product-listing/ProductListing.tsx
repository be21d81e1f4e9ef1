import type { ProductListingSectionFieldsFragment } from "@/lib/graphql/generated/graphql";

import { ProductCard } from "./ProductCard";
import styles from "./ProductCards.module.css";

type Section = ProductListingSectionFieldsFragment;

// The id of the element the "All products" filter targets; nothing is filtered then.
const ALL_ID = "all-products";
// Cards above the fold on a phone and a desktop: their images load at once.
const EAGER_CARDS = 4;

/**
 * The listing's sections of product cards with their filters. Filtering needs no JavaScript: each
 * filter is a link to an anchor, and the stylesheet shows only what the targeted anchor names
 * (a section such as #scalp, or a root cause such as #cause-stress). See ProductCards.module.css.
 */
export function ProductListing({ sections }: { sections: readonly Section[] }) {
  const shown = sections.filter((section) => section.products.length > 0);
  const causes = rootCauses(shown);
  let index = 0;
  return (
    <div className={styles.listing}>
      <nav className={styles.filters} aria-label="Filter products">
        <ul className={styles.chips} aria-label="By line">
          <li>
            <a href={`#${ALL_ID}`} className={styles.chip} data-filter="all">
              All products
            </a>
          </li>
          {shown.map((section) => (
            <li key={section.anchor}>
              <a href={`#${section.anchor}`} className={styles.chip} data-filter={section.anchor}>
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
        {causes.length > 0 && (
          <ul className={styles.chips} aria-label="By root cause">
            {causes.map(([cause, label]) => (
              <li key={cause}>
                <a href={`#cause-${cause}`} className={styles.chip} data-filter={`cause-${cause}`}>
                  <span className={styles.dot} data-cause={cause} aria-hidden="true" />
                  {label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </nav>
      {causes.map(([cause, label]) => (
        <p key={cause} id={`cause-${cause}`} className={styles.filterStatus} tabIndex={-1}>
          Products for {label.toLowerCase()}. <a href={`#${ALL_ID}`}>Show all products</a>
        </p>
      ))}
      <div id={ALL_ID} className={styles.sections}>
        {shown.map((section) => {
          const headingId = `${section.anchor}-heading`;
          return (
            <section key={section.anchor} id={section.anchor} aria-labelledby={headingId} className={styles.section}>
              <h2 id={headingId}>{section.heading}</h2>
              <ul className={styles.grid}>
                {section.products.map((product) => (
                  <li key={product.storefront_path || product.title} data-root-cause={product.root_cause ?? ""}>
                    <ProductCard product={product} eager={index++ < EAGER_CARDS} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** The root causes the listed products target, each once, in the order they first appear. */
export function rootCauses(sections: readonly Section[]): [string, string][] {
  const causes = new Map<string, string>();
  for (const section of sections) {
    for (const product of section.products) {
      if (product.root_cause) causes.set(product.root_cause, product.root_cause_label ?? product.root_cause);
    }
  }
  return [...causes];
}
