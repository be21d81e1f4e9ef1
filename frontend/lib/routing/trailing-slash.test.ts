import { describe, expect, it } from "vitest";

import { canonicalRedirect, smsRewrite } from "./trailing-slash";

describe("canonicalRedirect", () => {
  it("adds the trailing slash to a page path", () => {
    expect(canonicalRedirect("/science")).toBe("/science/");
    expect(canonicalRedirect("/men/products/thinning-hair-growth-supplement")).toBe(
      "/men/products/thinning-hair-growth-supplement/",
    );
  });

  it("leaves the home path and slashed paths alone", () => {
    expect(canonicalRedirect("/")).toBeNull();
    expect(canonicalRedirect("/science/")).toBeNull();
  });

  it.each(["/sitemap.xml", "/robots.txt", "/a/b.json", "/app.js", "/app.js.map", "/terms.pdf", "/old.HTML"])(
    "leaves %s alone because of its extension",
    (path) => expect(canonicalRedirect(path)).toBeNull(),
  );

  it("still slashes paths whose dot is not one of the listed extensions", () => {
    expect(canonicalRedirect("/v1.2")).toBe("/v1.2/");
    expect(canonicalRedirect("/image.png")).toBe("/image.png/");
  });

  it("treats /sms as /sms/", () => {
    expect(canonicalRedirect("/sms")).toBe("/sms/");
  });
});

describe("smsRewrite", () => {
  it("serves every path under /sms/ with the /sms/ page", () => {
    expect(smsRewrite("/sms/offer/")).toBe("/sms/");
    expect(smsRewrite("/sms/")).toBeNull();
    expect(smsRewrite("/smsx/")).toBeNull();
  });
});
