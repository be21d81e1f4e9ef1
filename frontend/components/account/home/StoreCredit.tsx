import { formatPrice } from "@/lib/money";

import styles from "./home.module.css";

type Props = { credit: { enabled: boolean; current_balance: { value: string; currency: string } } };

/** The customer's store credit balance, when store credit is on for the shop. */
export function StoreCredit({ credit }: Props) {
  if (!credit.enabled) return null;
  return (
    <section className={styles.module} aria-labelledby="store-credit-heading">
      <h2 id="store-credit-heading">Store Credit</h2>
      <p className={styles.balance}>{formatPrice(credit.current_balance.value, credit.current_balance.currency)}</p>
      <p className={styles.note}>Applied to your orders at checkout.</p>
    </section>
  );
}
