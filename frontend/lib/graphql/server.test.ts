// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { withFakeBackend } from "@/test-data/backend";

import { HeaderCustomerDocument, SignOutDocument } from "./generated/graphql";
import { documentIds } from "./generated/trusted-documents";
import { CustomerApiError, shopRequest, SignedOut, UNAVAILABLE } from "./server";

const fetchMock = vi.fn<typeof fetch>();

describe("shopRequest and the visitor's cart", () => {
  withFakeBackend(fetchMock, () =>
    fetchMock.mockResolvedValue(Response.json({ data: { customer: { firstname: "Ada" } } })),
  );

  const sent = () => fetchMock.mock.calls[0][1]!;

  it("names the guest cart in a cookie and never caches the answer", async () => {
    await shopRequest(HeaderCustomerDocument, undefined, { cartCookie: "cart_id=m4sk3d", revalidateSeconds: 60 });

    expect(new Headers(sent().headers).get("cookie")).toBe("cart_id=m4sk3d");
    expect(sent().cache).toBe("no-store");
  });

  it("sends no cookie without a cart, so shared answers may still be cached", async () => {
    await shopRequest(HeaderCustomerDocument, undefined, { revalidateSeconds: 60 });

    expect(new Headers(sent().headers).has("cookie")).toBe(false);
    expect(sent()).toMatchObject({ next: { revalidate: 60 } });
  });

  it("sends two shoppers' identical operations each with its own token, never sharing an answer", async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const token = new Headers(init?.headers).get("authorization");
      return Response.json({ data: { customer: { firstname: token === "Bearer ada" ? "Ada" : "Grace" } } });
    });

    const [ada, grace] = await Promise.all([
      shopRequest(HeaderCustomerDocument, undefined, { token: "ada" }),
      shopRequest(HeaderCustomerDocument, undefined, { token: "grace" }),
    ]);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect([ada.customer.firstname, grace.customer.firstname]).toEqual(["Ada", "Grace"]);
  });

  it("posts mutations to the API's endpoint by their registered id, without their text", async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { revokeCustomerToken: { result: true } } }));

    await shopRequest(SignOutDocument, undefined, { token: "tok" });

    expect(String(fetchMock.mock.calls[0][0])).toBe("http://django:8000/graphql/");
    const body = JSON.parse(String(sent().body));
    expect(body).toMatchObject({
      operationName: "SignOut",
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash: documentIds.SignOut } },
    });
    expect(body).not.toHaveProperty("query");
    expect(documentIds.SignOut).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("shopRequest's outcomes", () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = (body: unknown, status = 200) => fetchMock.mockResolvedValue(Response.json(body, { status }));
  const outcome = () => shopRequest(HeaderCustomerDocument, undefined, { token: "tok" }).catch((error) => error);

  it("is SignedOut when the API does not accept the token", async () => {
    answer({ errors: [{ message: "Sign in first.", extensions: { code: "UNAUTHENTICATED" } }], data: null });

    expect(await outcome()).toBeInstanceOf(SignedOut);
  });

  it("carries the API's own message and code, also from an answer with an error status", async () => {
    answer({ errors: [{ message: "Too many attempts. Try again later.", extensions: { code: "RATE_LIMITED" } }] }, 429);

    const error = await outcome();
    expect(error).toBeInstanceOf(CustomerApiError);
    expect([error.message, error.code]).toEqual(["Too many attempts. Try again later.", "RATE_LIMITED"]);
  });

  it("is UNAVAILABLE when the shop cannot be reached or answers with a page", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("fetch failed"));
    expect(await outcome()).toMatchObject({ message: UNAVAILABLE, code: "UNAVAILABLE" });

    fetchMock.mockResolvedValueOnce(new Response("<h1>Server Error</h1>", { status: 500, headers: { "content-type": "text/html" } }));
    expect(await outcome()).toMatchObject({ message: UNAVAILABLE, code: "UNAVAILABLE" });
  });
});
