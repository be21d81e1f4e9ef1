import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { addToCart, type AddProductsToCartOperation, CART_ERROR_MESSAGE } from "./add-to-cart";
import { onCartEvent } from "./events";
import { cartWith } from "@/test-data/cart-events";

const mutation: AddProductsToCartOperation = { operationName: "AddProductsToCart", id: "AddProductsToCart-id" };
const fetchMock = vi.fn<typeof fetch>();
const heard: string[] = [];
const stops: (() => void)[] = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  heard.length = 0;
  stops.push(
    onCartEvent("rootwell:cart-open", () => heard.push("open")),
    onCartEvent("rootwell:cart-updated", ({ added, cart }) => heard.push(`updated added=${added} count=${cart.total_quantity}`)),
    onCartEvent("rootwell:cart-error", () => heard.push("error")),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  stops.splice(0).forEach((stop) => stop());
});

describe("addToCart", () => {
  it("opens the mini cart, adds one of each item with its source and hands over the new cart", async () => {
    const cart = cartWith([{ sku: "RW-CORE-W-3M-S01", price: "224.00", billingInterval: 3 }]);
    fetchMock.mockImplementation(async () => {
      heard.push("request");
      return json({ data: { addProductsToCart: { cart, user_errors: [] } } });
    });

    const result = await addToCart([{ sku: "RW-CORE-W-3M-S01" }], "pdp", mutation);

    expect(result).toEqual({ ok: true, cart });
    expect(heard).toEqual(["open", "request", "updated added=true count=1"]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/graphql");
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: "AddProductsToCart",
      variables: { cartItems: [{ sku: "RW-CORE-W-3M-S01", quantity: 1, purchase_source: "pdp" }] },
      extensions: { persistedQuery: { version: 1, sha256Hash: "AddProductsToCart-id" } },
    });
  });

  it("gives the API's reasons when it refuses, and shows the unchanged cart", async () => {
    const unchanged = cartWith([]);
    fetchMock.mockResolvedValue(
      json({
        data: {
          addProductsToCart: {
            cart: unchanged,
            user_errors: [
              { code: "NOT_SALABLE", message: 'The product with SKU "RW-CORE-W-N01" is not available right now.' },
            ],
          },
        },
      }),
    );

    const result = await addToCart([{ sku: "RW-CORE-W-N01" }], "scalp_pdp", mutation);

    expect(result).toEqual({
      ok: false,
      message: 'The product with SKU "RW-CORE-W-N01" is not available right now.',
    });
    expect(heard).toEqual(["open", "updated added=false count=0"]);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).variables.cartItems[0].purchase_source).toBe(
      "scalp_pdp",
    );
  });

  it.each([
    ["the network is down", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the proxy answers 502", () => Promise.resolve(new Response("Bad gateway", { status: 502 }))],
  ])("reports the mini cart's error when %s", async (_case, answer) => {
    fetchMock.mockImplementation(answer);

    const result = await addToCart([{ sku: "RW-CORE-W-N01" }], "pdp", mutation);

    expect(result).toEqual({ ok: false, message: CART_ERROR_MESSAGE });
    expect(CART_ERROR_MESSAGE).toBe("There was an error, please wait and try again later.");
    expect(heard).toEqual(["open", "error"]);
  });

  it("passes on the message of a GraphQL error", async () => {
    fetchMock.mockResolvedValue(
      json({ data: null, errors: [{ message: "Please enter a quantity between 1 and 10.", extensions: { code: "INVALID_QUANTITY" } }] }),
    );

    const result = await addToCart([{ sku: "RW-CORE-W-N01", quantity: 11 }], "pdp", mutation);

    expect(result).toEqual({ ok: false, message: "Please enter a quantity between 1 and 10." });
    expect(heard).toEqual(["open", "error"]);
  });
});
