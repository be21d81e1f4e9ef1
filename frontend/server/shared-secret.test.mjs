// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { checkoutSecret, PUBLISHED_SECRET, publicSecret, sharedSecret } from "./shared-secret.mjs";

// What another process does just before this one links its draft into place (none: nothing).
const beforeLink = vi.hoisted(() => ({ run: null }));
vi.mock("node:fs", async (original) => {
  const fs = await original();
  const linkSync = (draft, file) => {
    beforeLink.run?.(file);
    return fs.linkSync(draft, file);
  };
  return { ...fs, default: { ...fs.default, linkSync }, linkSync };
});

const production = { NODE_ENV: "production", SITE_URL: "https://www.rootwell.com" };

describe("publicSecret", () => {
  it("stops a public production server without its own secret", () => {
    expect(publicSecret(production)).toMatch(/REVALIDATE_SECRET is not set/);
    expect(publicSecret({ ...production, REVALIDATE_SECRET: "" })).toMatch(/REVALIDATE_SECRET is not set/);
    expect(publicSecret({ ...production, REVALIDATE_SECRET: PUBLISHED_SECRET })).toMatch(/published value/);
    // A host that merely starts like a loopback name is public.
    expect(publicSecret({ ...production, SITE_URL: "http://localhost.rootwell.com" })).not.toBeNull();
    expect(publicSecret({ ...production, SITE_URL: "http://127.0.0.1.nip.io:3000" })).not.toBeNull();
  });

  it("lets it start with a secret of its own", () => {
    expect(publicSecret({ ...production, REVALIDATE_SECRET: "a-real-secret" })).toBeNull();
  });

  it("lets the checkout's secret serve this machine only (make up, the browser tests), and development", () => {
    for (const SITE_URL of ["http://localhost:3000", "http://127.0.0.1:3100", "http://[::1]:3000"]) {
      expect(publicSecret({ NODE_ENV: "production", SITE_URL })).toBeNull();
    }
    expect(publicSecret({ NODE_ENV: "development", SITE_URL: "https://www.rootwell.com" })).toBeNull();
  });
});

describe("checkoutSecret", () => {
  let directory;
  beforeEach(() => {
    directory = path.join(mkdtempSync(path.join(tmpdir(), "rootwell-secrets-")), "secrets");
  });
  afterEach(() => {
    beforeLink.run = null;
    rmSync(path.dirname(directory), { recursive: true, force: true });
  });

  it("makes a random secret once, readable by its owner only, and keeps it", () => {
    const first = checkoutSecret("REVALIDATE_SECRET", directory);

    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(PUBLISHED_SECRET);
    expect(checkoutSecret("REVALIDATE_SECRET", directory)).toBe(first);
    expect(readFileSync(path.join(directory, "REVALIDATE_SECRET"), "utf8").trim()).toBe(first);
    expect(statSync(path.join(directory, "REVALIDATE_SECRET")).mode & 0o777).toBe(0o600);
    // Another checkout (another directory) has another.
    const elsewhere = path.join(path.dirname(directory), "elsewhere");
    expect(checkoutSecret("REVALIDATE_SECRET", elsewhere)).not.toBe(first);
  });

  it("reads the secret the backend wrote", () => {
    checkoutSecret("OTHER", directory); // the directory exists
    writeFileSync(path.join(directory, "REVALIDATE_SECRET"), "written-by-the-backend\n");

    expect(checkoutSecret("REVALIDATE_SECRET", directory)).toBe("written-by-the-backend");
  });

  it("keeps the secret another process linked into place first, and leaves no draft behind", () => {
    // As make up and the browser tests start the backend and the storefront side by side.
    beforeLink.run = (file) => writeFileSync(file, "written-by-the-backend\n");

    expect(checkoutSecret("REVALIDATE_SECRET", directory)).toBe("written-by-the-backend");
    expect(readdirSync(directory)).toEqual(["REVALIDATE_SECRET"]);
  });
});

describe("sharedSecret", () => {
  it("is the environment's when it sets one, this checkout's own when not", () => {
    expect(sharedSecret({ REVALIDATE_SECRET: "from-the-environment" })).toBe("from-the-environment");
    const own = sharedSecret({});
    expect(own).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(new URL("../../.local/secrets/REVALIDATE_SECRET", import.meta.url), "utf8").trim()).toBe(own);
  });
});
