import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { OrderDetail } from "@/components/account/orders/OrderDetail";
import { requireCustomerQuery } from "@/lib/account/server";
import { browserOperation } from "@/lib/graphql/browser-operation";
import {
  AccountOrderDocument,
  CreateProductReviewDocument,
  RequestReturnDocument,
} from "@/lib/graphql/generated/graphql";

// Printed here: the browser gets the operations as text (see BrowserOperation).
const requestReturn = browserOperation(RequestReturnDocument);
const createReview = browserOperation(CreateProductReviewDocument);

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Order #${(await params).id}` };
}

/** The route's segment (decoded by Next) is the order NUMBER. The API answers null alike for a missing number and
 * for another customer's order, so neither reveals that the other exists: both are a 404. */
export default async function OrderPage({ params }: Props) {
  const { id } = await params;
  const { customer, order, countries } = await requireCustomerQuery(AccountOrderDocument, {
    number: id,
  });
  if (!order) notFound();
  return (
    <OrderDetail
      customer={customer}
      order={order}
      countries={countries}
      requestReturn={requestReturn}
      createReview={createReview}
    />
  );
}
