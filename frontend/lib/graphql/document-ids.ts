// Server code only: the registered id of each of the storefront's operations (trusted documents,
// lib/graphql/trusted-documents.json, written by scripts/codegen.mjs). The storefront sends ids,
// never document text: the backend runs the document it registered under the id.
import { documentIds } from "./generated/trusted-documents";

/** The registered id of the storefront's operation of this name. */
export function documentIdOf(operationName: string | undefined): string {
  const id = operationName ? documentIds[operationName] : undefined;
  // Only an operation outside lib/graphql/**/*.graphql (or a codegen not run since) has none.
  if (!id) throw new Error(`${operationName ?? "An unnamed operation"} is not a registered operation: run npm run codegen.`);
  return id;
}
