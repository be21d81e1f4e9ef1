import type { Metadata } from "next";

import { OrderHistory } from "@/components/account/orders/OrderHistory";
import { ORDERS_PAGE_SIZE, orderSortInput, parseOrderPage, parseOrderSort } from "@/lib/account/orders";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountOrdersDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Order History" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OrdersPage({ searchParams }: Props) {
  const query = await searchParams;
  const page = parseOrderPage(query.page);
  const sort = parseOrderSort(query.sort);
  const { customer } = await requireCustomerQuery(AccountOrdersDocument, {
    currentPage: page,
    pageSize: ORDERS_PAGE_SIZE,
    sort: orderSortInput(sort),
  });
  return <OrderHistory customer={customer} page={page} sort={sort} />;
}
