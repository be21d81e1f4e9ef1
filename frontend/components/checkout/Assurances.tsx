import Link from "next/link";

import type { CheckoutAssurancesQuery } from "@/lib/graphql/generated/graphql";

import styles from "./Assurances.module.css";

export type Assurance = CheckoutAssurancesQuery["checkout_assurances"][number];

// Small line pictures, drawn in the text colour; decorative (the title says it).
const ICONS: Record<string, string> = {
  secure: "M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z",
  guarantee: "M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6zM9 12l2 2 4-4",
  returns: "M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10",
  shipping: "M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1",
};

/**
 * What the shop promises beside Place Order (secure payment, the guarantee, returns), as editors
 * set it in the CMS (Settings, Checkout reassurance). Nothing when they set none.
 */
export function Assurances({ assurances }: { assurances: Assurance[] }) {
  if (assurances.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Shop with confidence" data-checkout-assurances>
      {assurances.map((assurance) => (
        <li key={assurance.title} className={styles.item}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d={ICONS[assurance.icon] ?? ICONS.secure} />
          </svg>
          <div>
            <p className={styles.title}>{assurance.title}</p>
            <p className={styles.text}>
              {assurance.text}{" "}
              {assurance.link_url && (
                <Link href={assurance.link_url} className={styles.link} prefetch={false}>
                  {assurance.link_label}
                </Link>
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
