import { describe, expect, it } from "vitest";

import { isFirstUse, isGenuine, parseRevalidation, sign } from "./revalidation";

const secret = "shared-secret";
const body = JSON.stringify({ tags: ["cms"], paths: ["/science/"] });
const now = 1_800_000_000;

describe("isGenuine", () => {
  it("accepts a fresh request signed with the shared secret", () => {
    expect(isGenuine(body, String(now), sign(body, now, secret), secret, now + 10)).toBe(true);
  });

  it("refuses a wrong signature, another secret or a changed body", () => {
    expect(isGenuine(body, String(now), "sha256=00", secret, now)).toBe(false);
    expect(isGenuine(body, String(now), sign(body, now, "other"), secret, now)).toBe(false);
    expect(isGenuine(`${body} `, String(now), sign(body, now, secret), secret, now)).toBe(false);
  });

  it("refuses a missing signature or timestamp and a replay older than five minutes", () => {
    expect(isGenuine(body, String(now), null, secret, now)).toBe(false);
    expect(isGenuine(body, null, sign(body, now, secret), secret, now)).toBe(false);
    expect(isGenuine(body, String(now), sign(body, now, secret), secret, now + 301)).toBe(false);
  });
});

describe("parseRevalidation", () => {
  it("reads tags and paths", () => {
    expect(parseRevalidation(body)).toEqual({ tags: ["cms"], paths: ["/science/"] });
  });

  it("refuses anything else", () => {
    expect(parseRevalidation("not json")).toBeNull();
    expect(parseRevalidation(JSON.stringify({ tags: "cms", paths: [] }))).toBeNull();
    expect(parseRevalidation(JSON.stringify({ tags: [1], paths: [] }))).toBeNull();
  });
});

describe("isFirstUse", () => {
  it("acts on a signed request once and refuses its replay within its window", () => {
    const at = 1_800_000_100;
    const signature = sign('{"tags":[],"paths":["/"]}', at, "secret");

    expect(isFirstUse(signature, at)).toBe(true);
    expect(isFirstUse(signature, at + 299)).toBe(false);
    expect(isFirstUse(sign('{"tags":[],"paths":["/men/"]}', at, "secret"), at)).toBe(true);
  });

  it("forgets a signature once no request could carry it any more", () => {
    const at = 1_800_001_000;
    const signature = sign("{}", at, "secret");
    isFirstUse(signature, at);

    // isGenuine refuses the request itself by then; the memory only has to outlast that
    expect(isFirstUse(signature, at + 601)).toBe(true);
  });
});
