import { describe, expect, it } from "vitest";

import { DEFAULT_SKIN_SITE_URL, skinSiteRedirect, skinSiteUrl } from "./skin-site";

describe("skinSiteUrl", () => {
  it("is the setting's address, ending in a slash", () => {
    expect(skinSiteUrl("https://skin.example.com")).toBe("https://skin.example.com/");
    expect(skinSiteUrl(" https://example.com/skin ")).toBe("https://example.com/skin/");
    expect(skinSiteUrl("http://127.0.0.1:4000/")).toBe("http://127.0.0.1:4000/");
  });

  it("falls back to the default when unset or unusable", () => {
    for (const setting of [undefined, "", "   ", "/skin/", "skin.example.com", "javascript:alert(1)", "ftp://skin.example.com/"]) {
      expect(skinSiteUrl(setting)).toBe(DEFAULT_SKIN_SITE_URL);
    }
  });

  it("drops credentials, a query and a fragment from the setting", () => {
    expect(skinSiteUrl("https://user:secret@skin.example.com/")).toBe(DEFAULT_SKIN_SITE_URL);
    expect(skinSiteUrl("https://skin.example.com/?utm=x#top")).toBe("https://skin.example.com/");
  });
});

describe("skinSiteRedirect", () => {
  const setting = "https://skin.example.com";

  it("sends /skin/ and the paths under it to the same page of the skin site, query kept", () => {
    expect(skinSiteRedirect("/skin/", "", setting)).toBe("https://skin.example.com/");
    expect(skinSiteRedirect("/skin", "", setting)).toBe("https://skin.example.com/");
    expect(skinSiteRedirect("/skin/serum/", "?utm_source=shop", setting)).toBe(
      "https://skin.example.com/serum/?utm_source=shop",
    );
  });

  it("stays on the skin site's host and under its path", () => {
    expect(skinSiteRedirect("/skin//evil.example/", "", setting)).toBe("https://skin.example.com//evil.example/");
    expect(skinSiteRedirect("/skin/serum/", "", "https://example.com/skin")).toBe("https://example.com/skin/serum/");
  });

  it("leaves every other path alone", () => {
    for (const path of ["/", "/skincare/", "/scalp/skin/", "/men/skin/"]) {
      expect(skinSiteRedirect(path, "", setting)).toBeNull();
    }
  });
});
