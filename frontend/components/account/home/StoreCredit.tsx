import { formatDate } from "@/lib/account/dates";
import { formatPrice } from "@/lib/money";

import styles from "./home.module.css";

type Amount = { value: string; currency: string };
type Change = { balance_change: Amount; date_time_changed: string; description: string };
type Props = {
  credit: { enabled: boolean; current_balance: Amount; balance_history: { items: Change[] } };
};

/** The customer's store credit balance and its latest changes, when store credit is on. */
export function StoreCredit({ credit }: Props) {
  if (!credit.enabled) return null;
  const changes = credit.balance_history.items;
  return (
    <section className={styles.module} aria-labelledby="store-credit-heading">
      <h2 id="store-credit-heading">Store Credit</h2>
      <p className={styles.balance}>{formatPrice(credit.current_balance.value, credit.current_balance.currency)}</p>
      <p className={styles.note}>Applied to your orders at checkout.</p>
      {changes.length > 0 && (
        <>
          <h3 className={styles.subheading}>Latest changes</h3>
          <ul className={styles.creditChanges}>
            {changes.map((change) => (
              <li key={change.date_time_changed + change.balance_change.value}>
                <span>{change.description || describe(change.balance_change)}</span>{" "}
                <span className={styles.note}>
                  {signed(change.balance_change)} on {formatDate(change.date_time_changed)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const spent = (change: Amount) => change.value.startsWith("-");

function describe(change: Amount): string {
  return spent(change) ? "Used on an order" : "Credit added";
}

function signed(change: Amount): string {
  const amount = formatPrice(spent(change) ? change.value.slice(1) : change.value, change.currency);
  return spent(change) ? `−${amount}` : `+${amount}`;
}
