/**
 * An operation ready for the browser: its name, its registered id (trusted documents: the browser
 * sends the id, never the text) and, for the type checker only, its result and variable types.
 * Made on the server by `browserOperation` and passed to client components as a prop, so that no
 * GraphQL library and no list of ids is shipped to the browser.
 */
export type BrowserOperation<TData, TVariables> = {
  operationName: string;
  id: string;
  readonly __types?: { data: TData; variables: TVariables };
};

/** The operation's request body: its id as Apollo's persisted queries send it, and no text. */
export function requestBody(operation: { operationName: string; id: string }, variables: unknown) {
  return {
    operationName: operation.operationName,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } },
  };
}

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

export type GraphQLErrorBody = { message?: unknown; path?: unknown; extensions?: { code?: unknown } };
export type GraphQLBody<TData> = { data?: TData | null; errors?: GraphQLErrorBody[] };

/** One error of an answer: what it says, its code, and the field it is about (the first name of its path). */
export type GraphQLRefusal = { message: string; code?: string; field?: string };

/** Sends one operation to the storefront's own `/graphql` proxy, which forwards it to the shop API. */
export async function send<TData>(
  operation: BrowserOperation<TData, unknown>,
  variables: unknown,
): Promise<GraphQLBody<TData> | null> {
  try {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(requestBody(operation, variables)),
      credentials: "same-origin",
    });
    if (response.status >= 300) return null;
    const body = await response.json();
    return body && typeof body === "object" ? body : null;
  } catch {
    return null;
  }
}

export function refusalOf(error: GraphQLErrorBody): GraphQLRefusal | null {
  if (typeof error?.message !== "string" || !error.message) return null;
  const code = error.extensions?.code;
  const field = Array.isArray(error.path) && typeof error.path[0] === "string" ? error.path[0] : undefined;
  return { message: error.message, code: typeof code === "string" ? code : undefined, field };
}

/** Sends one operation; its data, its (first) refusal, or that it failed. */
export async function postGraphQL<TData, TVariables>(
  operation: BrowserOperation<TData, TVariables>,
  variables: TVariables,
): Promise<BrowserGraphQLResult<TData>> {
  const body = await send<TData>(operation, variables);
  if (!body) return { kind: "failed" };
  const [error] = Array.isArray(body.errors) ? body.errors : [];
  if (error) {
    const refusal = refusalOf(error);
    return refusal ? { kind: "refused", message: refusal.message, code: refusal.code } : { kind: "failed" };
  }
  if (body.data == null) return { kind: "failed" };
  return { kind: "data", data: body.data };
}
