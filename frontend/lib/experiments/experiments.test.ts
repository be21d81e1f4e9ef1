import { describe, expect, it, vi } from "vitest";

import { assign, pickVariant } from "./assign";
import { analyticsChoice, mayParticipate } from "./consent";
import { decide, isVariantRoute, type ExperimentRequest } from "./decide";
import { experimentsStore } from "./store";
import type { RunningExperiment } from "./types";
import { viewCookieValue, viewCookieWithout, viewedOn } from "./view-cookie";
import { duosExperiment } from "@/test-data/experiments";

const home: RunningExperiment = {
  id: 24,
  name: "Masterbrand home versus products page",
  path: "/",
  variants: [
    { slug: "control", name: "Masterbrand home", weight: 50, kind: "control", path: null },
    { slug: "products", name: "Products page", weight: 50, kind: "page", path: "/products/" },
  ],
};
const duos = duosExperiment(30);

function request(pathname: string, cookies: Record<string, string> = {}, extra: Partial<ExperimentRequest> = {}): ExperimentRequest {
  return { pathname, preview: null, cookie: (name) => cookies[name], userAgent: "Mozilla/5.0", ...extra };
}

describe("assignment", () => {
  it("draws variants by weight, within tolerance over many draws", () => {
    const counts: Record<string, number> = { control: 0, "quiz-first": 0 };
    const draws = 20_000;
    for (let n = 0; n < draws; n++) counts[pickVariant(duos.variants)!.slug]++;
    // 70/30 with crypto randomness: 4.5 standard deviations (about 0.015) of room.
    expect(counts.control / draws).toBeGreaterThan(0.685);
    expect(counts.control / draws).toBeLessThan(0.715);
  });

  it("maps the draw onto the weights' cumulative ranges", () => {
    expect(pickVariant(duos.variants, () => 0)!.slug).toBe("control");
    expect(pickVariant(duos.variants, () => 0.6999)!.slug).toBe("control");
    expect(pickVariant(duos.variants, () => 0.7)!.slug).toBe("quiz-first");
    expect(pickVariant(duos.variants, () => 0.9999)!.slug).toBe("quiz-first");
    expect(pickVariant([], () => 0.5)).toBeNull();
  });

  it("keeps the variant the cookie names on every visit", () => {
    const random = vi.fn(() => 0);
    for (let visit = 0; visit < 5; visit++) {
      expect(assign(duos, "quiz-first", random)).toEqual({ variant: duos.variants[1], isNew: false });
    }
    expect(random).not.toHaveBeenCalled();
  });

  it("draws afresh for an unknown or missing cookie", () => {
    expect(assign(duos, "gone", () => 0.9)).toEqual({ variant: duos.variants[1], isNew: true });
    expect(assign(duos, undefined, () => 0.1)).toEqual({ variant: duos.variants[0], isNew: true });
  });
});

describe("the proxy's decision", () => {
  const running = [home, duos];

  it("leaves paths without a running experiment alone", () => {
    expect(decide(request("/products/"), running)).toBeNull();
  });

  it("assigns a new visitor, sets the cookie and serves an alternative page at the tested URL", () => {
    const decision = decide(request("/"), running, () => 0.75)!;
    expect(decision.variant.slug).toBe("products");
    expect(decision.rewritePath).toBe("/products/");
    expect(decision.cookie).toEqual({ name: "rw_exp_24", value: "products" });
    expect(decision.isVisit).toBe(true);
  });

  it("serves a returning visitor's variant without writing the cookie again", () => {
    const decision = decide(request("/shop-duos/", { rw_exp_18: "quiz-first" }), running, () => 0)!;
    expect(decision.rewritePath).toBe("/experiment-variant/18/quiz-first/shop-duos/");
    expect(decision.cookie).toBeNull();
    const control = decide(request("/", { rw_exp_24: "control" }), running)!;
    expect(control.rewritePath).toBeNull();
  });

  it("shows a marketer's preview without assigning them", () => {
    const decision = decide(request("/", { rw_exp_24: "control" }, { preview: "products" }), running)!;
    expect(decision.rewritePath).toBe("/products/");
    expect(decision.cookie).toBeNull();
    expect(decision.isVisit).toBe(false);
    expect(decide(request("/", {}, { preview: "nope" }), running)).toBeNull();
  });

  it("gives crawlers the control", () => {
    expect(decide(request("/", {}, { userAgent: "Googlebot/2.1" }), running)).toBeNull();
  });

  it("knows its internal route", () => {
    expect(isVariantRoute("/experiment-variant/18/quiz-first/shop-duos/")).toBe(true);
    expect(isVariantRoute("/experiment-variants/")).toBe(false);
  });
});

describe("consent", () => {
  const cookies = (values: Record<string, string>) => (name: string) => values[name];

  it("reads the analytics choice of the consent cookie, written as is or URL-encoded", () => {
    expect(analyticsChoice("analytics=1&advertising=0")).toBe(true);
    expect(analyticsChoice("analytics%3D0%26advertising%3D1")).toBe(false);
    expect(analyticsChoice(undefined)).toBeNull();
    // A saved choice that names advertising alone refused analytics, as the consent panel reads it.
    expect(analyticsChoice("advertising=1")).toBe(false);
    expect(analyticsChoice("theme=dark")).toBeNull();
    expect(analyticsChoice("%E0%A4%A")).toBeNull();
  });

  it("under opt-in, takes part only with analytics consent given", () => {
    const optIn = { rw_consent_policy: "opt-in" };
    expect(mayParticipate(cookies(optIn))).toBe(false);
    expect(mayParticipate(cookies({ ...optIn, rw_consent: "analytics=0&advertising=1" }))).toBe(false);
    expect(mayParticipate(cookies({ ...optIn, rw_consent: "analytics=1&advertising=0" }))).toBe(true);
  });

  it("under opt-out (also when no policy is named), takes part unless analytics was refused", () => {
    expect(mayParticipate(cookies({}))).toBe(true);
    expect(mayParticipate(cookies({ rw_consent_policy: "opt-out" }))).toBe(true);
    expect(mayParticipate(cookies({ rw_consent: "analytics=1&advertising=0" }))).toBe(true);
    expect(mayParticipate(cookies({ rw_consent: "analytics=0&advertising=1" }))).toBe(false);
    expect(mayParticipate(cookies({ rw_consent_policy: "opt-out", rw_consent: "analytics=0" }))).toBe(false);
  });

  it("serves a visitor who is no participant the control, without any cookie", () => {
    const running = [home, duos];
    // Opt-in without consent: even a returning visitor's cookie is not honoured nor rewritten.
    const refused: Record<string, string>[] = [
      { rw_consent_policy: "opt-in" },
      { rw_consent_policy: "opt-in", rw_consent: "analytics=0&advertising=0", rw_exp_24: "products" },
      { rw_consent: "analytics=0&advertising=1" },
    ];
    for (const cookies of refused) {
      expect(decide(request("/", cookies), running, () => 0.75)).toBeNull();
    }
    const consented = decide(request("/", { rw_consent_policy: "opt-in", rw_consent: "analytics=1&advertising=0" }), running, () => 0.75)!;
    expect(consented.cookie).toEqual({ name: "rw_exp_24", value: "products" });
    expect(decide(request("/", {}), running, () => 0.75)!.cookie).toEqual({ name: "rw_exp_24", value: "products" });
    // A marketer's preview still shows the variant (it assigns nobody).
    const preview = decide(request("/", { rw_consent_policy: "opt-in" }, { preview: "products" }), running)!;
    expect(preview.rewritePath).toBe("/products/");
    expect(preview.cookie).toBeNull();
  });
});

describe("the view cookie", () => {
  it("drops a path's entry when the proxy served it no variant", () => {
    let written = viewCookieValue(undefined, "/", { experiment: home, variant: home.variants[1] });
    written = viewCookieValue(written, "/shop-duos/", { experiment: duos, variant: duos.variants[0] });
    const without = viewCookieWithout(written, "/")!;
    expect(viewedOn(encodeURIComponent(without), "/")).toBeNull();
    expect(viewedOn(encodeURIComponent(without), "/shop-duos/")?.experiment_id).toBe(18);
    // Nothing to change: null (the cookie is left alone); nothing left or unreadable: "" (delete).
    expect(viewCookieWithout(without, "/")).toBeNull();
    expect(viewCookieWithout(undefined, "/")).toBeNull();
    expect(viewCookieWithout(without, "/shop-duos/")).toBe("");
    expect(viewCookieWithout("{broken", "/")).toBe("");
  });

  it("records the experiment per path and keeps the last few paths", () => {
    // The proxy writes plain JSON (its cookie API encodes it); the page reads it URL-encoded.
    let written = viewCookieValue(undefined, "/", { experiment: home, variant: home.variants[1] });
    written = viewCookieValue(written, "/shop-duos/", { experiment: duos, variant: duos.variants[0] });
    let value = encodeURIComponent(written);
    expect(viewedOn(value, "/")).toEqual({
      experiment_id: 24,
      experiment_name: "Masterbrand home versus products page",
      variant_name: "Products page",
    });
    expect(viewedOn(value, "/shop-duos/")?.variant_name).toBe("Duos page");
    expect(viewedOn(value, "/other/")).toBeNull();
    for (let n = 0; n < 6; n++) written = viewCookieValue(written, `/p${n}/`, { experiment: duos, variant: duos.variants[0] });
    value = encodeURIComponent(written);
    expect(viewedOn(value, "/")).toBeNull();
    expect(viewedOn("%7Bbroken", "/")).toBeNull();
  });
});

describe("the store", () => {
  it("loads once, then refreshes in the background without waiting", async () => {
    let now = 0;
    let answer: RunningExperiment[] = [home];
    const load = vi.fn(async () => answer);
    const store = experimentsStore(load, { refreshMs: 30_000, now: () => now });
    expect(await store.current()).toEqual([home]);
    expect(await store.current()).toEqual([home]);
    expect(load).toHaveBeenCalledTimes(1);
    now = 31_000;
    answer = [duos];
    // The stale list is served while the refresh runs.
    expect(await store.current()).toEqual([home]);
    await Promise.resolve();
    await Promise.resolve();
    expect(await store.current()).toEqual([duos]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the last good config when a refresh fails", async () => {
    let now = 0;
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error("down");
      return [home];
    });
    const store = experimentsStore(load, { refreshMs: 30_000, now: () => now });
    expect(await store.current()).toEqual([home]);
    now = 31_000;
    fail = true;
    await store.current();
    await Promise.resolve();
    await Promise.resolve();
    expect(await store.current()).toEqual([home]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("serves no experiment when the backend fails or is slow the first time", async () => {
    const failing = experimentsStore(async () => {
      throw new Error("down");
    });
    expect(await failing.current()).toEqual([]);
    const slow = experimentsStore(() => new Promise(() => {}), { firstLoadTimeoutMs: 10 });
    expect(await slow.current()).toEqual([]);
  });
});
