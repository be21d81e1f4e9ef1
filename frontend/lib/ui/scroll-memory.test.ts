import { beforeEach, describe, expect, it } from "vitest";

import {
  MAX_REMEMBERED_PAGES,
  SCROLL_POSITIONS_KEY,
  canReach,
  decideScroll,
  hashTargetId,
  isReturningNavigationType,
  saveScrollPosition,
  savedScrollPosition,
  scrollKey,
  scrollRestorationMarker,
} from "./scroll-memory";

describe("scrollKey", () => {
  it("remembers a page by path and query, not by hash", () => {
    expect(scrollKey("/science/", "")).toBe("/science/");
    expect(scrollKey("/products/", "?category=scalp")).toBe("/products/?category=scalp");
    expect(scrollKey("/products/", "category=scalp")).toBe("/products/?category=scalp");
  });
});

describe("saved positions", () => {
  beforeEach(() => sessionStorage.clear());

  it("gives back what was saved for a page, and nothing for other pages", () => {
    saveScrollPosition(sessionStorage, "/science/", 600);

    expect(savedScrollPosition(sessionStorage, "/science/")).toBe(600);
    expect(savedScrollPosition(sessionStorage, "/results/")).toBeNull();
  });

  it("keeps the latest position of a page, rounded to whole pixels", () => {
    saveScrollPosition(sessionStorage, "/science/", 100);
    saveScrollPosition(sessionStorage, "/science/", 250.6);

    expect(savedScrollPosition(sessionStorage, "/science/")).toBe(251);
  });

  it("ignores a damaged store instead of failing", () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, "not json");
    expect(savedScrollPosition(sessionStorage, "/science/")).toBeNull();

    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ "/science/": "600", "/faq/": -3 }));
    expect(savedScrollPosition(sessionStorage, "/science/")).toBeNull();
    expect(savedScrollPosition(sessionStorage, "/faq/")).toBeNull();

    saveScrollPosition(sessionStorage, "/faq/", 40);
    expect(savedScrollPosition(sessionStorage, "/faq/")).toBe(40);
  });

  it("forgets the least recently saved page beyond the limit", () => {
    for (let page = 0; page <= MAX_REMEMBERED_PAGES; page += 1) {
      saveScrollPosition(sessionStorage, `/page-${page}/`, page);
    }

    expect(savedScrollPosition(sessionStorage, "/page-0/")).toBeNull();
    expect(savedScrollPosition(sessionStorage, "/page-1/")).toBe(1);
    expect(savedScrollPosition(sessionStorage, `/page-${MAX_REMEMBERED_PAGES}/`)).toBe(MAX_REMEMBERED_PAGES);
  });

  it("survives storage that refuses writes", () => {
    const full = { getItem: () => null, setItem: () => { throw new Error("quota"); } };
    expect(() => saveScrollPosition(full, "/science/", 10)).not.toThrow();
  });
});

describe("decideScroll", () => {
  const base = { hash: "", returning: false, restorationEnabled: true, saved: null };

  it("goes to the top on an ordinary route change", () => {
    expect(decideScroll({ ...base, saved: 600 })).toEqual({ kind: "top" });
  });

  it("goes to the hash's element when the address has one", () => {
    expect(decideScroll({ ...base, hash: "#scalp" })).toEqual({ kind: "hash", id: "scalp" });
  });

  it("gives back the saved position when the visitor comes back", () => {
    expect(decideScroll({ ...base, returning: true, saved: 600 })).toEqual({ kind: "restore", y: 600 });
    expect(decideScroll({ ...base, returning: true, hash: "#scalp", saved: 600 })).toEqual({
      kind: "restore",
      y: 600,
    });
  });

  it("does not restore on pages whose layout turns restoration off", () => {
    expect(decideScroll({ ...base, returning: true, restorationEnabled: false, saved: 600 })).toEqual({
      kind: "top",
    });
  });

  it("falls back to the hash or the top when nothing was saved", () => {
    expect(decideScroll({ ...base, returning: true })).toEqual({ kind: "top" });
    expect(decideScroll({ ...base, returning: true, hash: "#faq" })).toEqual({ kind: "hash", id: "faq" });
  });
});

describe("small helpers", () => {
  it("decodes the hash into an element id", () => {
    expect(hashTargetId("")).toBeNull();
    expect(hashTargetId("#")).toBeNull();
    expect(hashTargetId("#hair%20kit")).toBe("hair kit");
    expect(hashTargetId("#100%")).toBe("100%");
  });

  it("knows when a document is tall enough for a position", () => {
    expect(canReach(600, 2000, 800)).toBe(true);
    expect(canReach(1300, 2000, 800)).toBe(false);
    expect(canReach(0, 300, 800)).toBe(true);
  });

  it("treats back/forward and reload page loads as returning", () => {
    expect(isReturningNavigationType("back_forward")).toBe(true);
    expect(isReturningNavigationType("reload")).toBe(true);
    expect(isReturningNavigationType("navigate")).toBe(false);
    expect(isReturningNavigationType(undefined)).toBe(false);
  });

  it("marks a page that opts out of restoration", () => {
    expect(scrollRestorationMarker(false)).toEqual({ "data-scroll-restoration": "off" });
    expect(scrollRestorationMarker(true)).toEqual({});
  });
});
