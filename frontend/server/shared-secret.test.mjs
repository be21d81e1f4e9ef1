import { describe, expect, it } from "vitest";

import { DEVELOPMENT_SECRET, publicSecret } from "./shared-secret.mjs";

const production = { NODE_ENV: "production", SITE_URL: "https://www.rootwell.com" };

describe("publicSecret", () => {
  it("stops a public production server without its own secret", () => {
    expect(publicSecret(production)).toMatch(/REVALIDATE_SECRET is not set/);
    expect(publicSecret({ ...production, REVALIDATE_SECRET: "" })).toMatch(/REVALIDATE_SECRET is not set/);
    expect(publicSecret({ ...production, REVALIDATE_SECRET: DEVELOPMENT_SECRET })).toMatch(/development default/);
    // A host that merely starts like a loopback name is public.
    expect(publicSecret({ ...production, SITE_URL: "http://localhost.rootwell.com" })).not.toBeNull();
    expect(publicSecret({ ...production, SITE_URL: "http://127.0.0.1.nip.io:3000" })).not.toBeNull();
  });

  it("lets it start with a secret of its own", () => {
    expect(publicSecret({ ...production, REVALIDATE_SECRET: "a-real-secret" })).toBeNull();
  });

  it("lets the default serve this machine only (make up, the browser tests), and development", () => {
    for (const SITE_URL of ["http://localhost:3000", "http://127.0.0.1:3100", "http://[::1]:3000"]) {
      expect(publicSecret({ NODE_ENV: "production", SITE_URL })).toBeNull();
    }
    expect(publicSecret({ NODE_ENV: "development", SITE_URL: "https://www.rootwell.com" })).toBeNull();
  });
});
