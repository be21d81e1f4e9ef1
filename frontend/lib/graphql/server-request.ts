import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql/language/printer";

import { backendUrl } from "@/lib/config";

import { cartCookieHeader } from "./cart-cookies";

/** The API said the request carries no usable customer token (code UNAUTHENTICATED). */
export class SignedOut extends Error {
  constructor(message = "The customer is not signed in.") {
    super(message);
    this.name = "SignedOut";
  }
}

/** Any other refusal or failure, with the API's own message (shown to shoppers verbatim). */
export class CustomerApiError extends Error {
  code?: string;
  constructor(message: string, code?: string) {
    super(message);
    this.name = "CustomerApiError";
    this.code = code;
  }
}

export const UNAVAILABLE = "The shop is unavailable right now. Please try again later.";

export type ShopRequestOptions = {
  /** The customer's token, sent as a bearer header. */
  token?: string;
  /** The shopper's X-Forwarded-For, so the API's per-address rate limits count the shopper and
   * not this server. */
  forwardedFor?: string | null;
  /** A reCAPTCHA v3 token for a mutation that requires one (Magento's X-ReCaptcha header). */
  recaptcha?: string;
  /** The guest cart's masked id (the `cart_id` cookie), for operations on the visitor's cart. */
  cartId?: string;
  /** Fetch caching: every customer call is uncached; shared configuration may be kept briefly. */
  revalidateSeconds?: number;
};

type GraphQLError = { message?: unknown; extensions?: { code?: unknown } };

/** Sends one operation from this server straight to Django's GraphQL endpoint. */
export async function shopRequest<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | undefined,
  { token, forwardedFor, recaptcha, cartId, revalidateSeconds }: ShopRequestOptions = {},
): Promise<TData> {
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
  if (recaptcha) headers.set("x-recaptcha", recaptcha);
  const cartCookie = cartCookieHeader(cartId);
  if (cartCookie) headers.set("cookie", cartCookie);
  const personal = !!token || !!cartCookie;

  let body: { data?: TData | null; errors?: GraphQLError[] };
  try {
    const response = await fetch(`${backendUrl()}/graphql/`, {
      method: "POST",
      headers,
      body: JSON.stringify({ query: print(document), variables: variables ?? {} }),
      ...(revalidateSeconds && !personal ? { next: { revalidate: revalidateSeconds } } : { cache: "no-store" }),
    });
    body = await response.json();
  } catch {
    throw new CustomerApiError(UNAVAILABLE, "UNAVAILABLE");
  }

  const [error] = Array.isArray(body?.errors) ? body.errors : [];
  if (error) {
    const code = typeof error.extensions?.code === "string" ? error.extensions.code : undefined;
    if (code === "UNAUTHENTICATED") throw new SignedOut();
    const message = typeof error.message === "string" && error.message ? error.message : UNAVAILABLE;
    throw new CustomerApiError(message, code);
  }
  if (body?.data == null) throw new CustomerApiError(UNAVAILABLE, "UNAVAILABLE");
  return body.data;
}
