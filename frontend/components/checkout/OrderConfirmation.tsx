import Link from "next/link";

import { addressLines } from "@/lib/account/address";
import { formatCartPrice, hasCents } from "@/lib/cart/prices";
import { optionTitle, renewalDays } from "@/lib/checkout/plans";
import type { ConfirmedOrder } from "@/lib/graphql/confirmation-session";

import styles from "./Checkout.module.css";

export const THANK_YOU = "Thank you for your order!";
export const ONE_TIME_NEXT = "We'll email you when it ships.";
export const SUBSCRIPTIONS_PATH = "/account/subscriptions/";

type Money = { value: string; currency: string };

/** Every amount of the order with cents or none, as the cart shows them (lib/cart/prices). */
function orderFormatter(order: ConfirmedOrder): (money: Money) => string {
  const { total, items } = order;
  const amounts = [
    ...items.map((item) => item.product_sale_price),
    total.subtotal,
    total.shipping,
    total.grand_total,
    ...total.discounts.map((discount) => discount.amount),
  ];
  const withCents = amounts.some((money) => hasCents(money.value));
  return (money) => formatCartPrice(money.value, withCents, money.currency || "USD");
}

/** What happens next: subscriptions renew on their own (the shop owns the dates), one-time
 * orders are followed by a shipping email. */
function NextSteps({ order, signedIn }: { order: ConfirmedOrder; signedIn: boolean }) {
  const intervals = [...new Set(order.items.map((item) => item.billing_interval).filter((interval) => interval > 0))];
  return (
    <section className={styles.section} aria-labelledby="confirmation-next">
      <h2 id="confirmation-next" className={styles.sectionTitle}>
        What happens next
      </h2>
      {intervals.map((interval) => (
        <p key={interval} className={styles.note}>
          Your subscription renews every {renewalDays(interval)} days; manage it any time in your account.
        </p>
      ))}
      {intervals.length > 0 && signedIn && (
        <p className={styles.note}>
          <Link href={SUBSCRIPTIONS_PATH} className={styles.link} prefetch={false}>
            Manage your subscriptions
          </Link>
        </p>
      )}
      {order.items.some((item) => item.billing_interval === 0) && <p className={styles.note}>{ONE_TIME_NEXT}</p>}
    </section>
  );
}

/** The confirmation of a just-placed order (contract B: order_confirmation). */
export function OrderConfirmation({ order, signedIn }: { order: ConfirmedOrder; signedIn: boolean }) {
  const format = orderFormatter(order);
  const address = order.shipping_address;
  return (
    <>
      <p className={styles.note} data-order-number={order.number}>
        Order number <strong>{order.number}</strong>
      </p>
      <p className={styles.note}>
        We sent a confirmation to <strong>{order.email}</strong>.
      </p>
      <div className={styles.layout}>
        <div className={styles.sections}>
          <NextSteps order={order} signedIn={signedIn} />
          {address && (
            <section className={styles.section} aria-labelledby="confirmation-address">
              <h2 id="confirmation-address" className={styles.sectionTitle}>
                Shipping address
              </h2>
              <address className={styles.address}>
                {addressLines({ ...address, region: { region: address.region }, country: address.country_code }, []).join("\n")}
              </address>
              {order.shipping_method && <p className={styles.note}>{order.shipping_method}</p>}
            </section>
          )}
        </div>
        <section className={styles.review} aria-labelledby="confirmation-items">
          <h2 id="confirmation-items" className={styles.sectionTitle}>
            Your order
          </h2>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <li key={item.id} className={styles.item} data-order-item={item.product_sku}>
                <span>
                  <span className={styles.itemName}>{item.product_name}</span>
                  <br />
                  {optionTitle(item.billing_interval)} · Qty {item.quantity_ordered}
                </span>
                <span>{format(item.product_sale_price)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.totals} data-order-totals>
            <div className={styles.totalRow}>
              <dt>Subtotal</dt>
              <dd>{format(order.total.subtotal)}</dd>
            </div>
            {order.total.discounts.map((discount) => (
              <div key={discount.label} className={styles.totalRow}>
                <dt>{discount.label}</dt>
                <dd>-{format(discount.amount)}</dd>
              </div>
            ))}
            <div className={styles.totalRow}>
              <dt>Shipping</dt>
              <dd>{Number(order.total.shipping.value) === 0 ? "Free Shipping" : format(order.total.shipping)}</dd>
            </div>
            <div className={`${styles.totalRow} ${styles.grandTotal}`}>
              <dt>Grand Total</dt>
              <dd>{format(order.total.grand_total)}</dd>
            </div>
          </dl>
        </section>
      </div>
    </>
  );
}
