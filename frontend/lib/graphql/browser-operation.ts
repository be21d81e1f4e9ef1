import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { Kind } from "graphql";

import type { BrowserOperation } from "./browser";
import { documentIdOf } from "./document-ids";

/** A codegen'd document as its name and registered id for `postGraphQL`; call it in server code
 * (see BrowserOperation). */
export function browserOperation<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): BrowserOperation<TData, TVariables> {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const operationName = operation?.name?.value ?? "";
  return { operationName, id: documentIdOf(operationName) };
}
