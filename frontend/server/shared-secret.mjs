// REVALIDATE_SECRET signs the CMS's cache refreshes and keys the CSP nonce placeholder
// (server/csp.mjs). Without one in the environment, this checkout's own is used: a random value
// written once to .local/secrets/REVALIDATE_SECRET at the checkout's root, which the backend's
// development settings read too (config/local_secrets.py), so both sides agree with no set-up and
// no one can read it in the code. A public storefront must still be given its own (every replica
// and the backend share one), so the production server refuses to start without it.
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Once committed as the development default, so public: refused as a public storefront's secret.
export const PUBLISHED_SECRET = "insecure-development-revalidate-secret";
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** .local/secrets at the checkout's root (resolved when asked: bundled, this module has no file of its own). */
function checkoutSecretsDir() {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", ".local", "secrets");
}

/** The checkout's own value of the secret `name`, made on first use (as config/local_secrets.py). */
export function checkoutSecret(name, directory = checkoutSecretsDir()) {
  const file = path.join(directory, name);
  if (!existsSync(file)) writeOnce(file);
  const value = readFileSync(file, "utf8").trim();
  if (!value) throw new Error(`${file} is empty: delete it and a new secret is made.`);
  return value;
}

// The backend and the storefront start side by side: whoever links its whole file into place first
// wins, and the other reads that one, never a half-written one.
function writeOnce(file) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}`);
  writeFileSync(draft, `${randomBytes(32).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  } finally {
    unlinkSync(draft);
  }
}

export function sharedSecret(env) {
  return env.REVALIDATE_SECRET || checkoutSecret("REVALIDATE_SECRET");
}

function servesOnlyThisMachine(siteUrl) {
  try {
    return LOOPBACK_HOSTS.has(new URL(siteUrl).hostname);
  } catch {
    return false;
  }
}

/** Why the server must not start with this environment's secret; null when it may. */
export function publicSecret(env) {
  if (env.NODE_ENV !== "production") return null;
  if (env.REVALIDATE_SECRET && env.REVALIDATE_SECRET !== PUBLISHED_SECRET) return null;
  if (servesOnlyThisMachine(env.SITE_URL ?? "")) return null;
  return `REVALIDATE_SECRET is not set (or is a published value) while SITE_URL (${env.SITE_URL}) is public: anyone could forge script nonces and cache refreshes. Set REVALIDATE_SECRET to the backend's secret value.`;
}
