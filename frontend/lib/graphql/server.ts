// Server code only: the server side's one GraphQL transport, Apollo Client over ./upstream.
// `shopRequest` runs a shopper's operation; ./cms-client reads CMS content through the same link.
import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  ServerError,
} from "@apollo/client";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { type DocumentNode, Kind, OperationTypeNode } from "graphql";

import { renderTimeoutMs } from "@/lib/config";

import { documentIdOf } from "./document-ids";

import {
  fetchUpstream,
  isPersonal,
  type Shopper,
  UNAVAILABLE,
  type UpstreamOptions,
  upstreamHeaders,
} from "./upstream";

export { UNAVAILABLE };

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

/** Sends each operation as its registered id and no text (trusted documents, ./document-ids), in
 * the body Apollo's persisted queries use; the backend runs the document registered under it. */
const trustedDocumentLink = new ApolloLink((operation, forward) => {
  operation.extensions.persistedQuery = { version: 1, sha256Hash: documentIdOf(operation.operationName) };
  operation.setContext(({ http }: { http?: object }) => ({ http: { ...http, includeQuery: false, includeExtensions: true } }));
  return forward(operation);
});

/** Apollo's link to the API's endpoint, through fetchUpstream; with `timeoutMs`, a call that has
 * not been answered in time fails as UNAVAILABLE. */
export function upstreamLink(fetchOptions?: RequestInit, { timeoutMs }: UpstreamOptions = {}) {
  return trustedDocumentLink.concat(httpLink(fetchOptions, timeoutMs));
}

function httpLink(fetchOptions: RequestInit | undefined, timeoutMs: number | undefined) {
  return new HttpLink({
    uri: "/graphql/",
    fetchOptions,
    fetch: async (path, init) => {
      const response = await fetchUpstream(String(path), init ?? {}, { timeoutMs });
      if (!response) throw new CustomerApiError(UNAVAILABLE, "UNAVAILABLE");
      return response;
    },
  });
}

/** Queries wait at most `renderTimeoutMs()` (read when the server starts); mutations as long as
 * they take, since the backend carries a mutation out whether or not anyone waits for it. */
function shopLink() {
  return ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.MUTATION,
    upstreamLink(),
    upstreamLink(undefined, { timeoutMs: renderTimeoutMs() }),
  );
}

// Shared by every shopper's call, so it keeps nothing: no cache, and no deduplication, which would
// hand one shopper the answer to another's identical operation sent with other headers.
const shopClient = new ApolloClient({
  cache: new InMemoryCache(),
  link: shopLink(),
  queryDeduplication: false,
  defaultOptions: { query: { fetchPolicy: "no-cache" }, mutate: { fetchPolicy: "no-cache" } },
});

export type ShopRequestOptions = Shopper & {
  /** Fetch caching: every personal call is uncached; shared configuration may be kept briefly. */
  revalidateSeconds?: number;
};

function isMutation(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.MUTATION,
  );
}

type ErrorBody = { message?: unknown; extensions?: { code?: unknown } };

/** The API's first error in a failed call: in the answer, or in the body of a non-2xx answer. */
function firstError(error: unknown): ErrorBody | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0];
  if (ServerError.is(error)) {
    try {
      return JSON.parse(error.bodyText)?.errors?.[0];
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function apiErrorOf(error: unknown): Error {
  if (error instanceof CustomerApiError) return error;
  const first = firstError(error);
  const code = typeof first?.extensions?.code === "string" ? first.extensions.code : undefined;
  if (code === "UNAUTHENTICATED") return new SignedOut();
  if (!first) return new CustomerApiError(UNAVAILABLE, "UNAVAILABLE");
  const message = typeof first.message === "string" && first.message ? first.message : UNAVAILABLE;
  return new CustomerApiError(message, code);
}

/**
 * Runs one operation for a shopper (their token, cart, address and reCAPTCHA token as headers).
 * Throws SignedOut when the API answers UNAUTHENTICATED, CustomerApiError(message, code) for any
 * other refusal, and CustomerApiError(UNAVAILABLE) when no usable answer came back.
 */
export async function shopRequest<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  { revalidateSeconds, ...shopper }: ShopRequestOptions = {},
): Promise<TData> {
  const headers = upstreamHeaders(shopper);
  const context = {
    headers: Object.fromEntries(headers),
    fetchOptions: revalidateSeconds && !isPersonal(headers) ? { next: { revalidate: revalidateSeconds } } : { cache: "no-store" },
  };
  // Apollo's variables are an open record; the document's own type already checked them.
  const operation = { variables: (variables ?? {}) as Record<string, unknown>, context };
  let data: unknown;
  try {
    const result = isMutation(document)
      ? await shopClient.mutate({ mutation: document, ...operation })
      : await shopClient.query({ query: document, ...operation });
    data = result.data;
  } catch (error) {
    throw apiErrorOf(error);
  }
  if (data == null) throw new CustomerApiError(UNAVAILABLE, "UNAVAILABLE");
  return data as TData;
}
