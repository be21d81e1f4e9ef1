import type { PlanFieldsFragment } from "@/lib/graphql/generated/graphql";
import { formatPrice } from "@/lib/money";

import styles from "./PlanList.module.css";

/** The ways to buy a product, with live prices from the catalogue. */
export function PlanList({ plans }: { plans: PlanFieldsFragment[] }) {
  return (
    <ul className={styles.plans} aria-label="Plans">
      {plans.map((plan) => (
        <li key={plan.sku} className={styles.plan} data-sku={plan.sku}>
          <span className={styles.title}>{plan.option_title}</span>
          <span className={styles.price}>{formatPrice(plan.price.value, plan.price.currency)}</span>
          {!plan.is_available && <span className={styles.soldOut}>Sold out</span>}
        </li>
      ))}
    </ul>
  );
}
