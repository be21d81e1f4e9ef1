import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { CONSENT_CHANGE_EVENT, formatConsent, parseConsent, readConsent, saveConsent } from "./consent";
import { consentPolicyFor, DEFAULT_OPT_IN_COUNTRIES } from "./policy";

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

function setGpc(on: boolean | undefined) {
  Object.defineProperty(navigator, "globalPrivacyControl", { value: on, configurable: true });
}

beforeEach(clearCookies);
afterEach(() => setGpc(undefined));

describe("the rw_consent cookie", () => {
  it("reads and writes analytics=1&advertising=0", () => {
    expect(formatConsent({ analytics: true, advertising: false })).toBe("analytics=1&advertising=0");
    expect(parseConsent("analytics=1&advertising=0")).toEqual({ analytics: true, advertising: false });
    expect(parseConsent("advertising=1")).toEqual({ analytics: false, advertising: true });
    expect(parseConsent("")).toBeNull();
    expect(parseConsent("nonsense")).toBeNull();
  });

  it("saves the choices given, keeping the others, for a year, and announces the change", () => {
    let heard = 0;
    const listener = () => (heard += 1);
    window.addEventListener(CONSENT_CHANGE_EVENT, listener);

    saveConsent({ advertising: false });

    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    expect(document.cookie).toContain("rw_consent=analytics=1&advertising=0");
    expect(readConsent()).toEqual({ analytics: true, advertising: false });
    expect(heard).toBe(1);
  });
});

describe("readConsent", () => {
  it("allows both under opt-out until the visitor declines", () => {
    expect(readConsent()).toEqual({ analytics: true, advertising: true });
    saveConsent({ analytics: false, advertising: false });
    expect(readConsent()).toEqual({ analytics: false, advertising: false });
  });

  it("allows nothing under opt-in until the visitor chooses", () => {
    document.cookie = "rw_consent_policy=opt-in; path=/";
    expect(readConsent()).toBeNull();
    saveConsent({ analytics: true });
    expect(readConsent()).toEqual({ analytics: true, advertising: false });
  });

  it("turns advertising off under Global Privacy Control, whatever was chosen", () => {
    setGpc(true);
    expect(readConsent()).toEqual({ analytics: true, advertising: false });
    saveConsent({ analytics: true, advertising: true });
    expect(document.cookie).toContain("rw_consent=analytics=1&advertising=0");
    expect(readConsent()).toEqual({ analytics: true, advertising: false });
  });
});

describe("consentPolicyFor", () => {
  const headers = (country?: string, name = "cf-ipcountry") => new Headers(country ? { [name]: country } : {});

  it("is opt-out by default, and for visitors from elsewhere", () => {
    expect(consentPolicyFor(headers(), {})).toBe("opt-out");
    expect(consentPolicyFor(headers("US"), {})).toBe("opt-out");
  });

  it("is opt-in for the EEA, the UK and Switzerland, by either CDN's country header", () => {
    expect(consentPolicyFor(headers("DE"), {})).toBe("opt-in");
    expect(consentPolicyFor(headers("gb", "x-vercel-ip-country"), {})).toBe("opt-in");
    expect(consentPolicyFor(headers("CH"), {})).toBe("opt-in");
    expect(DEFAULT_OPT_IN_COUNTRIES.split(",")).toHaveLength(32);
  });

  it("follows the settings: opt-in everywhere, or another list of countries", () => {
    expect(consentPolicyFor(headers("US"), { CONSENT_POLICY: "opt-in" })).toBe("opt-in");
    expect(consentPolicyFor(headers("DE"), { CONSENT_OPT_IN_COUNTRIES: "" })).toBe("opt-out");
    expect(consentPolicyFor(headers("BR"), { CONSENT_OPT_IN_COUNTRIES: "BR, AR" })).toBe("opt-in");
  });
});
