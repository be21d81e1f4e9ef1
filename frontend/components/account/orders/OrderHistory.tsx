import Link from "next/link";

import { Button } from "@/components/ui/Button";
import {
  formatOrderDate,
  itemCountText,
  orderHistoryHref,
  orderHref,
  type OrderSort,
} from "@/lib/account/orders";
import type { AccountOrdersQuery } from "@/lib/graphql/generated/graphql";
import { formatPrice } from "@/lib/money";

import accountStyles from "../Account.module.css";
import { AccountPage } from "../AccountPage";
import { EmptyState } from "../EmptyState";
import styles from "./orders.module.css";

type Customer = AccountOrdersQuery["customer"];
type Order = Customer["orders"]["items"][number];

type Props = { customer: Customer; page: number; sort: OrderSort };

const SORT_LABELS: Record<OrderSort, string> = { newest: "Newest first", oldest: "Oldest first" };

/** "Rootwell Core for Women, Biotin Booster and 2 more": enough to recognise an order. */
function itemNames(items: Order["items"]): string {
  const names = items.slice(0, 2).map((item) => item.product_name);
  const more = items.length - names.length;
  return more > 0 ? `${names.join(", ")} and ${more} more` : names.join(", ");
}

function OrderRow({ order }: { order: Order }) {
  const { grand_total } = order.total;
  return (
    <li className={styles.order}>
      <h2>Order #{order.number}</h2>
      <dl className={accountStyles.details}>
        <dt>Date</dt>
        <dd>{formatOrderDate(order.order_date)}</dd>
        <dt>Status</dt>
        <dd>{order.status}</dd>
        <dt>Items</dt>
        <dd>
          {itemCountText(order.items)}
          {order.items.length > 0 && `: ${itemNames(order.items)}`}
        </dd>
        <dt>Total</dt>
        <dd>{formatPrice(grand_total.value, grand_total.currency)}</dd>
      </dl>
      <div>
        <Button href={orderHref(order.number)} variant="secondary">
          View Order <span className="visually-hidden">#{order.number}</span>
        </Button>
      </div>
    </li>
  );
}

function SortLinks({ sort }: { sort: OrderSort }) {
  return (
    <nav className={styles.toolbar} aria-label="Sort orders">
      <span>Sort by:</span>
      <ul>
        {(Object.keys(SORT_LABELS) as OrderSort[]).map((option) => (
          <li key={option}>
            {/* Changing the order starts again from the first page. */}
            <Link href={orderHistoryHref(1, option)} aria-current={option === sort ? "true" : undefined}>
              {SORT_LABELS[option]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pager({ page, totalPages, sort }: { page: number; totalPages: number; sort: OrderSort }) {
  return (
    <nav aria-label="Order history pages">
      <ul className={styles.pager}>
        {page > 1 && (
          <li>
            <Link href={orderHistoryHref(Math.min(page - 1, totalPages), sort)} rel="prev">
              Previous
            </Link>
          </li>
        )}
        <li aria-current="page">
          Page {page} of {totalPages}
        </li>
        {page < totalPages && (
          <li>
            <Link href={orderHistoryHref(page + 1, sort)} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The customer's orders, a page at a time, newest first unless asked otherwise. */
export function OrderHistory({ customer, page, sort }: Props) {
  const { items, total_count, page_info } = customer.orders;
  const totalPages = Math.max(page_info.total_pages, 1);
  // The page the API answered with: it may differ from the one asked for if it keeps a request
  // past the end on the last page.
  const currentPage = page_info.current_page || page;

  if (total_count === 0) {
    return (
      <AccountPage title="Order History" customer={customer}>
        <EmptyState text="You have no orders yet." href="/products/" label="Shop" />
      </AccountPage>
    );
  }

  return (
    <AccountPage title="Order History" customer={customer}>
      <SortLinks sort={sort} />
      {items.length > 0 ? (
        <ul className={styles.orders}>
          {items.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      ) : (
        // A page past the last one (an old bookmark, a typed address).
        <EmptyState
          text={`There are no orders on page ${page}.`}
          href={orderHistoryHref(1, sort)}
          label="Go to page 1"
        />
      )}
      {totalPages > 1 && <Pager page={currentPage} totalPages={totalPages} sort={sort} />}
    </AccountPage>
  );
}
