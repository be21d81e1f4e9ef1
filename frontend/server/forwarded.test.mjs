import { describe, expect, it } from "vitest";

import { clientAddress, normaliseForwarding, trustedProxies } from "./forwarded.mjs";

const nobody = trustedProxies("");
const balancer = trustedProxies("10.0.0.0/8, 192.0.2.1");

describe("normaliseForwarding", () => {
  it("names the peer as the client, whatever the client wrote, when nobody is trusted", () => {
    const headers = { "x-forwarded-for": "1.2.3.4", "x-forwarded-host": "evil.example", host: "shop.example" };

    normaliseForwarding(headers, "203.0.113.7", nobody);

    expect(headers).toEqual({ "x-forwarded-for": "203.0.113.7", host: "shop.example" });
  });

  it("believes a trusted load balancer about the client and the host it was asked for", () => {
    const headers = { "x-forwarded-for": "1.2.3.4, 198.51.100.9", "x-forwarded-host": "shop.example" };

    normaliseForwarding(headers, "10.1.2.3", balancer);

    expect(headers).toEqual({ "x-forwarded-for": "198.51.100.9", "x-forwarded-host": "shop.example" });
  });

  it("counts a local visitor as local", () => {
    const headers = {};

    normaliseForwarding(headers, "::ffff:127.0.0.1", nobody);

    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
  });
});

describe("clientAddress", () => {
  it("walks back over trusted proxies only, and never past garbage", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.9, 10.0.0.1", balancer)).toBe("198.51.100.9");
    expect(clientAddress("10.0.0.2", "not-an-address, 10.0.0.1", balancer)).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.2", "", balancer)).toBe("10.0.0.2");
  });
});

describe("trustedProxies", () => {
  it("refuses a setting that names no address", () => {
    expect(() => trustedProxies("load-balancer")).toThrow(/not an address/);
  });
});
