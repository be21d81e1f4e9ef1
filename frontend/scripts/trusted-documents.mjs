// The storefront's trusted documents: every operation it sends, as the backend will run it, under
// the sha256 of its text (Apollo's persisted query manifest format). The storefront sends only
// these ids; the backend reads the committed manifest (GRAPHQL_TRUSTED_DOCUMENTS) and, in
// production, runs nothing else for shoppers.
import { addTypenameToDocument } from "@apollo/client/utilities";
import { Kind, print, visit } from "graphql";
import { createHash } from "node:crypto";

export const MANIFEST_FILE = "trusted-documents.json";

/** The manifest of the operations in these documents, sorted by name, each with the fragments it
 * uses and the `__typename` fields Apollo's cache adds to what it sends (the answers carry them). */
export function trustedDocuments(documents) {
  const definitions = documents.flatMap((document) => document.definitions);
  const fragments = new Map(
    definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const operations = definitions
    .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const document = { kind: Kind.DOCUMENT, definitions: [operation, ...usedFragments(operation, fragments)] };
      const body = print(addTypenameToDocument(document));
      return { id: documentId(body), name: operation.name.value, type: operation.operation, body };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { format: "apollo-persisted-query-manifest", version: 1, operations };
}

/** The manifest file's exact text: the same documents always give the same bytes. */
export function manifestText(manifest) {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function documentId(body) {
  return createHash("sha256").update(body).digest("hex");
}

function usedFragments(node, fragments, found = new Map()) {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      if (found.has(name)) return;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`Unknown fragment ${name}`);
      found.set(name, fragment);
      usedFragments(fragment, fragments, found);
    },
  });
  return [...found.values()].sort((a, b) => (a.name.value < b.name.value ? -1 : 1));
}
