import Link from "next/link";

import { OrderTotals } from "@/components/account/orders/OrderTotals";
import { orderAddressLines } from "@/lib/account/address";
import { billingIntervalLabel } from "@/lib/account/orders";
import type { ConfirmedOrder } from "@/lib/checkout/confirmation";
import { formatPrice } from "@/lib/money";
import { renewsEvery } from "@/lib/subscriptions/terms";
import { CANCEL_ONLINE, firstRenewal, renewalDate } from "@/lib/subscriptions/renewals";

import styles from "./Checkout.module.css";

export const THANK_YOU = "Thank you for your order!";
export const ONE_TIME_NEXT = "We'll email you when it ships.";
export const SUBSCRIPTIONS_PATH = "/account/subscriptions/";

type OrderItem = ConfirmedOrder["items"][number];

/** A subscription line's auto-renewal terms: what renews, how often, at what price, from when. */
function renewalTerms(item: OrderItem, orderDate: string): string {
  const price = item.product_sale_price;
  const rowPrice = (Number(price.value) * item.quantity_ordered).toFixed(2);
  const placed = new Date(`${orderDate.slice(0, 10)}T00:00:00Z`);
  const first = Number.isNaN(placed.getTime()) ? "" : `, first on ${renewalDate(firstRenewal(placed, item.billing_interval))}`;
  return `${item.product_name} ${renewsEvery(item.billing_interval, rowPrice, price.currency)}${first}, charged to the card you paid with, until you cancel.`;
}

/** What happens next: subscriptions renew on their own (their terms restated), one-time orders
 * are followed by a shipping email. */
function NextSteps({ order, signedIn }: { order: ConfirmedOrder; signedIn: boolean }) {
  const subscriptions = order.items.filter((item) => item.billing_interval > 0);
  return (
    <section className={styles.section} aria-labelledby="confirmation-next">
      <h2 id="confirmation-next" className={styles.sectionTitle}>
        What happens next
      </h2>
      {subscriptions.map((item) => (
        <p key={item.id} className={styles.note} data-renewal-terms>
          {renewalTerms(item, order.order_date)}
        </p>
      ))}
      {subscriptions.length > 0 && <p className={styles.note}>{CANCEL_ONLINE}</p>}
      {subscriptions.length > 0 && signedIn && (
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

/** The confirmation of a just-placed order. */
export function OrderConfirmation({ order, signedIn }: { order: ConfirmedOrder; signedIn: boolean }) {
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
                {orderAddressLines(address, []).join("\n")}
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
                  {billingIntervalLabel(item.billing_interval)} · Qty {item.quantity_ordered}
                </span>
                <span>{formatPrice(item.product_sale_price.value, item.product_sale_price.currency)}</span>
              </li>
            ))}
          </ul>
          <OrderTotals total={order.total} />
        </section>
      </div>
    </>
  );
}
