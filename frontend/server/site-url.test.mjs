import { describe, expect, it } from "vitest";

import { missingSiteUrl } from "./site-url.mjs";

describe("missingSiteUrl", () => {
  it("stops a production server without SITE_URL", () => {
    expect(missingSiteUrl({ NODE_ENV: "production" })).toMatch(/SITE_URL is not set/);
    expect(missingSiteUrl({ NODE_ENV: "production", SITE_URL: "" })).toMatch(/SITE_URL is not set/);
  });

  it("lets it start once SITE_URL names the public origin, and leaves development alone", () => {
    expect(missingSiteUrl({ NODE_ENV: "production", SITE_URL: "https://www.rootwell.com" })).toBeNull();
    expect(missingSiteUrl({ NODE_ENV: "development" })).toBeNull();
  });
});
