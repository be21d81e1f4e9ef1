// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { HeaderCustomerDocument } from "./generated/graphql";
import { shopRequest } from "./server-request";

const fetchMock = vi.fn<typeof fetch>();

describe("shopRequest and the visitor's cart", () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(Response.json({ data: { customer: { firstname: "Ada" } } }));
    vi.stubGlobal("fetch", fetchMock);
    vi.stubEnv("BACKEND_URL", "http://django:8000");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  const sent = () => fetchMock.mock.calls[0][1]!;

  it("names the guest cart in a cookie and never caches the answer", async () => {
    await shopRequest(HeaderCustomerDocument, undefined, { cartId: "m4sk3d", revalidateSeconds: 60 });

    expect(new Headers(sent().headers).get("cookie")).toBe("cart_id=m4sk3d");
    expect(sent().cache).toBe("no-store");
  });

  it("sends no cookie without a cart, so shared answers may still be cached", async () => {
    await shopRequest(HeaderCustomerDocument, undefined, { revalidateSeconds: 60 });

    expect(new Headers(sent().headers).has("cookie")).toBe(false);
    expect(sent()).toMatchObject({ next: { revalidate: 60 } });
  });
});
