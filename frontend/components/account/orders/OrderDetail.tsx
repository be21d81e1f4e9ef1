import Link from "next/link";
import type { ReactNode } from "react";

import { type Country, orderAddressLines } from "@/lib/account/address";
import { formatOrderDate, ORDER_HISTORY_PATH, paymentSummary } from "@/lib/account/orders";
import type { BrowserOperation } from "@/lib/graphql/browser";
import type {
  AccountOrderQuery,
  OrderAddressFieldsFragment,
  RequestReturnMutation,
  RequestReturnMutationVariables,
} from "@/lib/graphql/generated/graphql";

import accountStyles from "../Account.module.css";
import { AccountPage } from "../AccountPage";
import { OrderReturns } from "../returns/OrderReturns";
import { OrderLines } from "./OrderLines";
import { OrderTotals } from "./OrderTotals";
import { OrderViewedEvent } from "./OrderViewedEvent";
import styles from "./orders.module.css";
import { ShipmentList } from "./ShipmentList";
import type { CreateReviewOperation } from "./WriteReview";

type Order = NonNullable<AccountOrderQuery["order"]>;
type Props = {
  customer: AccountOrderQuery["customer"];
  order: Order;
  countries: Country[];
  /** Starts a return (requestReturn); without it the page shows the order's returns only. */
  requestReturn?: BrowserOperation<RequestReturnMutation, RequestReturnMutationVariables>;
  /** Reviews a shipped item's product (createProductReview); without it, items show reviews written only. */
  createReview?: CreateReviewOperation;
};

type AddressProps = { title: string; address: OrderAddressFieldsFragment | null; countries: Country[] };

function Address({ title, address, countries }: AddressProps) {
  const lines = address ? orderAddressLines(address, countries) : [];
  return (
    <div>
      <h3>{title}</h3>
      {lines.length > 0 ? (
        <address className={accountStyles.address}>
          {lines.map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
        </address>
      ) : (
        <p className={accountStyles.muted}>None</p>
      )}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={accountStyles.section} aria-labelledby={id}>
      <div className={accountStyles.sectionHeader}>
        <h2 id={id}>{title}</h2>
      </div>
      {children}
    </section>
  );
}

/** One of the customer's orders: what was bought, where it went, how it was paid, what it cost. */
export function OrderDetail({ customer, order, countries, requestReturn, createReview }: Props) {
  return (
    <AccountPage title={`Order #${order.number}`} customer={customer}>
      <OrderViewedEvent key={order.number} id={order.id} number={order.number} />
      <section className={accountStyles.section} aria-label="Order summary">
        <dl className={accountStyles.details}>
          <dt>Date</dt>
          <dd>{formatOrderDate(order.order_date)}</dd>
          <dt>Status</dt>
          <dd>{order.status}</dd>
          {order.shipping_method && (
            <>
              <dt>Shipping method</dt>
              <dd>{order.shipping_method}</dd>
            </>
          )}
        </dl>
      </section>
      <Section id="order-items" title="Items">
        <OrderLines lines={order.items} createReview={createReview} />
      </Section>
      <Section id="order-shipments" title="Shipments">
        <ShipmentList shipments={order.shipments} />
      </Section>
      <Section id="order-returns" title="Returns">
        <OrderReturns order={order} requestReturn={requestReturn} />
      </Section>
      <Section id="order-addresses" title="Addresses">
        <div className={styles.addresses}>
          <Address title="Shipping Address" address={order.shipping_address} countries={countries} />
          <Address title="Billing Address" address={order.billing_address} countries={countries} />
        </div>
      </Section>
      <Section id="order-payment" title="Payment Method">
        {order.payment_methods.length > 0 ? (
          order.payment_methods.map((method, index) => <p key={index}>{paymentSummary(method)}</p>)
        ) : (
          <p className={accountStyles.muted}>None</p>
        )}
      </Section>
      <Section id="order-totals" title="Order Totals">
        <OrderTotals total={order.total} />
      </Section>
      <Link href={ORDER_HISTORY_PATH}>Back to Order History</Link>
    </AccountPage>
  );
}
