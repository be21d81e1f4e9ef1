import { beforeEach, describe, expect, it } from "vitest";

import { APP_SESSION_KEY, brandVariantOf, isMenPath, resolveBrandVariant } from "./brand-variant";

describe("resolveBrandVariant", () => {
  beforeEach(() => sessionStorage.clear());

  it("gives the men variant under /men and for the men's SMS offers", () => {
    expect(resolveBrandVariant("/men", "", sessionStorage)).toBe("men");
    expect(resolveBrandVariant("/men/", "", sessionStorage)).toBe("men");
    expect(resolveBrandVariant("/men/products/thinning-hair-growth-supplement/", "", sessionStorage)).toBe("men");
    expect(resolveBrandVariant("/sms/offer/men/", "", sessionStorage)).toBe("men");
  });

  it("does not mistake paths that merely start with the letters men", () => {
    expect(isMenPath("/menopause/")).toBe(false);
    expect(isMenPath("/de-stress-duo/men/")).toBe(false);
    expect(isMenPath("/sms/offer/")).toBe(false);
    expect(resolveBrandVariant("/menopause/", "", sessionStorage)).toBe("master");
  });

  it("gives the app variant for utm_medium=app and remembers it for the session", () => {
    expect(resolveBrandVariant("/science/", "?utm_source=ios&utm_medium=app", sessionStorage)).toBe("app");
    expect(sessionStorage.getItem(APP_SESSION_KEY)).toBe("1");

    expect(resolveBrandVariant("/results/", "", sessionStorage)).toBe("app");
  });

  it("accepts the query with or without its question mark", () => {
    expect(resolveBrandVariant("/", "utm_medium=app", null)).toBe("app");
  });

  it("keeps the men variant on men's pages, while still remembering an app arrival", () => {
    expect(resolveBrandVariant("/men/", "?utm_medium=app", sessionStorage)).toBe("men");
    expect(resolveBrandVariant("/science/", "", sessionStorage)).toBe("app");
  });

  it("is master otherwise, including other media", () => {
    expect(resolveBrandVariant("/", "", sessionStorage)).toBe("master");
    expect(resolveBrandVariant("/", "?utm_medium=email", sessionStorage)).toBe("master");
    expect(resolveBrandVariant("/", "?utm_medium=APP", sessionStorage)).toBe("master");
  });

  it("still answers from the query when storage refuses to work", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(resolveBrandVariant("/", "?utm_medium=app", broken)).toBe("app");
    expect(resolveBrandVariant("/", "", broken)).toBe("master");
  });
});

describe("brandVariantOf", () => {
  it("decides from the address and what the session remembers, without touching storage", () => {
    expect(brandVariantOf("/science/", "", true)).toBe("app");
    expect(brandVariantOf("/science/", "", false)).toBe("master");
    expect(brandVariantOf("/men/faq/", "", true)).toBe("men");
  });
});
