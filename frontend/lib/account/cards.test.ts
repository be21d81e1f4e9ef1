import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { cardExpiry, cardSummary, expiryYears, isCardExpired, tokenizeCard } from "./cards";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const CARD = { cardNumber: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cardCode: " 123 " };

describe("card display", () => {
  it("names the card by type and last four digits", () => {
    expect(cardSummary({ cc_type: "VI", cc_last4: "4242" })).toBe("Visa ending in 4242");
    expect(cardSummary({ cc_type: "XX", cc_last4: "0005" })).toBe("Card ending in 0005");
    expect(cardExpiry({ cc_exp_month: "3", cc_exp_year: "2031" })).toBe("03/2031");
  });

  it("counts a card as expired only after the last day of its month", () => {
    expect(isCardExpired("2026-03-31", "2026-03-31")).toBe(false);
    expect(isCardExpired("2026-03-31", "2026-04-01")).toBe(true);
  });

  it("offers sixteen expiry years from this one", () => {
    expect(expiryYears("2026-05-01")).toHaveLength(16);
    expect(expiryYears("2026-05-01").slice(0, 2)).toEqual([2026, 2027]);
  });
});

describe("tokenizeCard", () => {
  it("posts the card as JSON to the same-origin endpoint and returns the nonce", async () => {
    fetchMock.mockResolvedValue(json({ nonce: "nonce-1", card: { type: "VI", last4: "4242" } }));

    const result = await tokenizeCard("/sandbox-gateway/tokens/", "client-key", CARD);

    expect(result).toEqual({ kind: "nonce", nonce: "nonce-1" });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe(`${window.location.origin}/sandbox-gateway/tokens/`);
    expect(String(url)).not.toContain("4242");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      client_key: "client-key",
      card_number: "4242424242424242",
      exp_month: 12,
      exp_year: 2030,
      card_code: "123",
    });
  });

  it("returns the gateway's message word for word when it refuses the card", async () => {
    fetchMock.mockResolvedValue(json({ error: { code: "card_expired", message: "The card has expired." } }, 400));

    expect(await tokenizeCard("/sandbox-gateway/tokens/", "k", CARD)).toEqual({
      kind: "refused",
      message: "The card has expired.",
    });
  });

  it("never posts a card to another origin", async () => {
    expect(await tokenizeCard("https://elsewhere.example/tokens/", "k", CARD)).toEqual({ kind: "failed" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ["the network fails", () => Promise.reject(new TypeError("offline"))],
    ["the server errors", () => Promise.resolve(new Response("<h1>500</h1>", { status: 500 }))],
    ["a 200 has no nonce", () => Promise.resolve(json({}))],
    ["a 502 carries a message", () => Promise.resolve(json({ error: { message: "upstream" } }, 502))],
  ])("fails without a message when %s", async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    expect(await tokenizeCard("/sandbox-gateway/tokens/", "k", CARD)).toEqual({ kind: "failed" });
  });
});
