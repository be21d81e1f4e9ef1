// The browser transport (./browser) for a document of several mutations, which only the checkout
// sends: kept apart so that pages without one do not download it.
import { type BrowserOperation, type GraphQLRefusal, refusalOf, send } from "./browser";

/**
 * How a document of several mutations ended: `answered` with the data (null when a step failed)
 * and every error, each naming its field; or `failed` with no usable answer.
 */
export type BrowserGraphQLAnswer<TData> =
  | { kind: "answered"; data: TData | null; errors: GraphQLRefusal[] }
  | { kind: "failed" };

/** Sends a document of several mutations, run in order; the data and every error, by field. */
export async function postGraphQLSteps<TData, TVariables>(
  operation: BrowserOperation<TData, TVariables>,
  variables: TVariables,
): Promise<BrowserGraphQLAnswer<TData>> {
  const body = await send<TData>(operation, variables);
  if (!body) return { kind: "failed" };
  const errors = (Array.isArray(body.errors) ? body.errors : []).map(refusalOf);
  if (errors.some((error) => error === null)) return { kind: "failed" };
  if (!errors.length && body.data == null) return { kind: "failed" };
  return { kind: "answered", data: body.data ?? null, errors: errors as GraphQLRefusal[] };
}
