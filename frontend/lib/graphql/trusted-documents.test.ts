// @vitest-environment node
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { type DocumentNode, Kind, parse, print } from "graphql";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { of } from "rxjs";
import { describe, expect, it } from "vitest";

import { documentId, MANIFEST_FILE, manifestText, trustedDocuments } from "@/scripts/trusted-documents.mjs";

import * as generated from "./generated/graphql";
import { possibleTypes } from "./generated/possible-types";

const graphqlDir = import.meta.dirname;

async function operationFiles(): Promise<DocumentNode[]> {
  const files = (await readdir(graphqlDir, { recursive: true }))
    .filter((file) => file.endsWith(".graphql") && file !== "schema.graphql")
    .sort();
  return Promise.all(files.map(async (file) => parse(await readFile(path.join(graphqlDir, file), "utf8"))));
}

const committed = async () => readFile(path.join(graphqlDir, MANIFEST_FILE), "utf8");

/** Each operation of generated/graphql.ts as Apollo hands it to its link (its cache's __typename
 * fields added), printed one definition at a time, by operation name. */
async function asApolloSendsThem(): Promise<Map<string, string[]>> {
  const seen = new Map<string, string[]>();
  const client = new ApolloClient({
    cache: new InMemoryCache({ possibleTypes }),
    link: new ApolloLink((operation) => {
      seen.set(operation.operationName!, operation.query.definitions.map((definition) => print(definition)).sort());
      return of({ data: null });
    }),
  });
  for (const document of Object.values(generated) as DocumentNode[]) {
    const [operation] = document.definitions ?? [];
    if (operation?.kind !== Kind.OPERATION_DEFINITION) continue;
    const run = operation.operation === "mutation" ? client.mutate({ mutation: document }) : client.query({ query: document, fetchPolicy: "no-cache" });
    await run.catch(() => undefined);
  }
  return seen;
}

describe("the trusted documents manifest", () => {
  it("is current: it registers exactly the operations of lib/graphql/**/*.graphql (run npm run codegen and commit it)", async () => {
    expect(await committed()).toBe(manifestText(trustedDocuments(await operationFiles())));
  });

  it("lists each operation under the sha256 of its exact text, once", async () => {
    const { operations } = JSON.parse(await committed()) as { operations: { id: string; name: string; body: string }[] };

    expect(operations.length).toBeGreaterThan(50);
    for (const { id, body } of operations) expect(id).toBe(documentId(body));
    expect(new Set(operations.map(({ name }) => name)).size).toBe(operations.length);
  });

  it("registers each operation as Apollo sends it, so the answer the backend runs is the one Apollo reads", async () => {
    const { operations } = JSON.parse(await committed()) as { operations: { name: string; body: string }[] };
    const sent = await asApolloSendsThem();

    expect(sent.size).toBe(operations.length);
    for (const { name, body } of operations) {
      expect(sent.get(name), name).toEqual(parse(body).definitions.map((definition) => print(definition)).sort());
    }
  });
});
