/**
 * An operation ready for the browser: its text and, for the type checker only, its result and
 * variable types. Made on the server by `browserOperation` and passed to client components as a
 * prop, so that no GraphQL library (not even the printer) is shipped to the browser.
 */
export type BrowserOperation<TData, TVariables> = {
  query: string;
  readonly __types?: { data: TData; variables: TVariables };
};

/**
 * How a GraphQL call from the browser ended:
 * - `data`: the server answered the operation;
 * - `refused`: the server understood it and said no (a GraphQL error, e.g. a malformed email);
 * - `failed`: no usable answer (network down, a non-2xx status, a body that is not GraphQL JSON).
 */
export type BrowserGraphQLResult<TData> =
  | { kind: "data"; data: TData }
  | { kind: "refused"; message: string; code?: string }
  | { kind: "failed" };

type GraphQLErrorBody = { message?: unknown; extensions?: { code?: unknown } };
type GraphQLBody<TData> = { data?: TData | null; errors?: GraphQLErrorBody[] };

/** Sends one operation to the storefront's own `/graphql` proxy, which forwards it to the shop API. */
export async function postGraphQL<TData, TVariables>(
  operation: BrowserOperation<TData, TVariables>,
  variables: TVariables,
): Promise<BrowserGraphQLResult<TData>> {
  let body: GraphQLBody<TData>;
  try {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: operation.query, variables }),
      credentials: "same-origin",
    });
    if (response.status >= 300) return { kind: "failed" };
    body = await response.json();
  } catch {
    return { kind: "failed" };
  }
  if (!body || typeof body !== "object") return { kind: "failed" };

  const [error] = Array.isArray(body.errors) ? body.errors : [];
  if (error) {
    if (typeof error.message !== "string" || !error.message) return { kind: "failed" };
    const code = error.extensions?.code;
    return { kind: "refused", message: error.message, code: typeof code === "string" ? code : undefined };
  }
  if (body.data == null) return { kind: "failed" };
  return { kind: "data", data: body.data };
}
