import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SubscribeForNewslettersDocument } from "./generated/graphql";
import { postGraphQL } from "./browser";
import { postGraphQLSteps } from "./browser-steps";
import { browserOperation } from "./browser-operation";

/** The id lib/graphql/trusted-documents.json (what the backend reads) registers the operation under. */
function registeredId(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, "trusted-documents.json"), "utf8"));
  return manifest.operations.find((operation: { name: string }) => operation.name === name).id;
}

const fetchMock = vi.fn<typeof fetch>();
const subscribe = browserOperation(SubscribeForNewslettersDocument);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("postGraphQL", () => {
  it("posts the operation's registered id, never its text, and its variables as JSON to the same-origin proxy", async () => {
    fetchMock.mockResolvedValue(json({ data: { subscribeForNewsletters: null } }));

    await postGraphQL(subscribe, { email: "jane@example.com" });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/graphql");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: "SubscribeForNewsletters",
      variables: { email: "jane@example.com" },
      extensions: { persistedQuery: { version: 1, sha256Hash: registeredId("SubscribeForNewsletters") } },
    });
  });

  it("returns the data of a successful answer", async () => {
    const data = { subscribeForNewsletters: { result: { status: "SUBSCRIBED", message: "Thanks" } } };
    fetchMock.mockResolvedValue(json({ data }));

    expect(await postGraphQL(subscribe, { email: "jane@example.com" })).toEqual({ kind: "data", data });
  });

  it("reports a GraphQL error as a refusal with its message and code", async () => {
    fetchMock.mockResolvedValue(
      json({
        data: null,
        errors: [{ message: "Enter a valid email address.", extensions: { code: "BAD_USER_INPUT" } }],
      }),
    );

    expect(await postGraphQL(subscribe, { email: "x" })).toEqual({
      kind: "refused",
      message: "Enter a valid email address.",
      code: "BAD_USER_INPUT",
    });
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a redirect", () => Promise.resolve(new Response(null, { status: 302 }))],
    ["a 502 with GraphQL errors", () => Promise.resolve(json({ errors: [{ message: "Down" }] }, 502))],
    ["a body that is not JSON", () => Promise.resolve(new Response("<html>", { status: 200 }))],
    ["JSON that is not a GraphQL answer", () => Promise.resolve(json(null))],
    ["an error without a message", () => Promise.resolve(json({ errors: [{}] }))],
  ])("reports %s as a failure", async (_case, answer) => {
    fetchMock.mockImplementation(answer);

    expect(await postGraphQL(subscribe, { email: "jane@example.com" })).toEqual({ kind: "failed" });
  });
});

describe("postGraphQLSteps", () => {
  it("gives every error with the field it is about, and the data when there is some", async () => {
    fetchMock.mockResolvedValue(
      json({
        data: null,
        errors: [
          { message: "Enter a valid ZIP code.", path: ["setShippingAddressOnCart"], extensions: { code: "BAD_USER_INPUT" } },
          { message: "Not run.", path: ["placeOrder"], extensions: { code: "NOT_RUN" } },
        ],
      }),
    );

    expect(await postGraphQLSteps(subscribe, { email: "jane@example.com" })).toEqual({
      kind: "answered",
      data: null,
      errors: [
        { message: "Enter a valid ZIP code.", code: "BAD_USER_INPUT", field: "setShippingAddressOnCart" },
        { message: "Not run.", code: "NOT_RUN", field: "placeOrder" },
      ],
    });
  });

  it("fails on no answer, an error page or an answer with neither data nor errors", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("network down"));
    fetchMock.mockResolvedValueOnce(new Response("<html>", { status: 502 }));
    fetchMock.mockResolvedValueOnce(json({ data: null }));

    for (let n = 0; n < 3; n += 1) {
      expect(await postGraphQLSteps(subscribe, { email: "jane@example.com" })).toEqual({ kind: "failed" });
    }
  });
});
