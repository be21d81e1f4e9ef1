import { formatPrice } from "@/lib/money";

import type { Estimate } from "./use-estimate";

import styles from "../Account.module.css";
import local from "./Subscription.module.css";

type Props = { estimate: Estimate | null; pricing: boolean; label?: string };

/** The price of each shipment after the change, as the shop will charge it; announced politely. */
export function EstimateSummary({ estimate, pricing, label = "Each shipment after this change" }: Props) {
  const money = (amount: { value: string; currency: string }) => formatPrice(amount.value, amount.currency);
  return (
    <div aria-live="polite" data-estimate>
      {pricing && <p className={styles.muted}>Working out the price…</p>}
      {!pricing && estimate && (
        <dl className={`${styles.details} ${local.estimate}`} aria-label={label}>
          <dt>Subtotal</dt>
          <dd>{money(estimate.subtotal)}</dd>
          {Number(estimate.discount_amount.value) > 0 && (
            <>
              <dt>Discount</dt>
              <dd>-{money(estimate.discount_amount)}</dd>
            </>
          )}
          <dt>Shipping</dt>
          <dd>Free</dd>
          <dt>{label}</dt>
          <dd data-estimate-total>{money(estimate.grand_total)}</dd>
        </dl>
      )}
    </div>
  );
}
