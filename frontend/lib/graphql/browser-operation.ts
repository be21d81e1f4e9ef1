import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql/language/printer";

import type { BrowserOperation } from "./browser";

/** A codegen'd document as text for `postGraphQL`; call it in server code (see BrowserOperation). */
export function browserOperation<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): BrowserOperation<TData, TVariables> {
  return { query: print(document) };
}
