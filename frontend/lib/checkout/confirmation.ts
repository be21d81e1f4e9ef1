// Server code only (it reads the request's cookies): the order confirmation page's read.
import { type OrderConfirmationQuery, OrderConfirmationDocument } from "@/lib/graphql/generated/graphql";
import { CustomerApiError, SignedOut, shopRequest, UNAVAILABLE } from "@/lib/graphql/server";
import { customerToken, shopperForwardedFor } from "@/lib/session/shopper";

export type ConfirmedOrder = NonNullable<OrderConfirmationQuery["order_confirmation"]>;

export type LoadedConfirmation =
  | { kind: "order"; order: ConfirmedOrder; signedIn: boolean }
  /** No token, or one the shop does not know (or no longer: it expires). */
  | { kind: "unknown" }
  | { kind: "unavailable"; message: string };

/** The order a confirmation token names; never cached. */
export async function loadConfirmation(token: string | undefined): Promise<LoadedConfirmation> {
  if (!token) return { kind: "unknown" };
  let customer = await customerToken();
  const forwardedFor = await shopperForwardedFor();
  const read = () => shopRequest(OrderConfirmationDocument, { token }, { token: customer, forwardedFor });
  try {
    let data: OrderConfirmationQuery;
    try {
      data = await read();
    } catch (error) {
      // The token alone opens the confirmation; a lapsed sign-in does not stand in its way.
      if (!(error instanceof SignedOut) || !customer) throw error;
      customer = undefined;
      data = await read();
    }
    const order = data.order_confirmation;
    return order ? { kind: "order", order, signedIn: Boolean(customer) } : { kind: "unknown" };
  } catch (error) {
    // A malformed token is refused like an unknown one.
    if (error instanceof CustomerApiError) return { kind: "unknown" };
    console.error("The order confirmation could not be loaded.", error);
    return { kind: "unavailable", message: UNAVAILABLE };
  }
}
