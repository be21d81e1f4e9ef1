import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { markConsentReady, resetConsentReady, saveConsent } from "@/lib/consent/consent";

import { noteCampaign } from "./campaign";
import { identify } from "./identify";
import { businessLine, experiments, resetSender } from "./sender";
import { CONSENT_TRIES, CONSENT_TRY_MS, FLUSH_AFTER_MS, loadSender, type Message, resetTracker, track } from "./tracker";

const beacon = vi.fn<(url: string, body: Blob) => boolean>();

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

// jsdom's Blob has no text(): a FileReader reads it.
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

async function sent(): Promise<{ url: string; type: string; batch: Message[] }[]> {
  return Promise.all(
    beacon.mock.calls.map(async ([url, blob]) => ({ url, type: blob.type, ...JSON.parse(await textOf(blob)) })),
  );
}

async function events(): Promise<Message[]> {
  return (await sent()).flatMap((call) => call.batch);
}

beforeEach(async () => {
  await loadSender();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  beacon.mockReset().mockReturnValue(true);
  Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
  clearCookies();
  localStorage.clear();
  markConsentReady();
});

afterEach(() => {
  resetTracker();
  resetSender();
  resetConsentReady();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.rootwellAnalytics;
});

describe("batching and the beacon", () => {
  it("sends the events of the last second in one text/plain batch to the shop's own endpoint", async () => {
    track("Product Viewed", { sku: "RW-1" });
    track("Search Results Shown", { query: "biotin" });
    expect(beacon).not.toHaveBeenCalled();

    vi.advanceTimersByTime(FLUSH_AFTER_MS);

    const [call] = await sent();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(call.url).toBe("/api/events/");
    expect(call.type).toBe("text/plain;charset=utf-8");
    expect(call.batch.map((event) => event.event)).toEqual(["Product Viewed", "Search Results Shown"]);
  });

  it("sends at once when 20 events wait", () => {
    for (let i = 0; i < 20; i += 1) track("Product Viewed", { i });
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it("sends what waits when the page is hidden", () => {
    track("Product Viewed");
    window.dispatchEvent(new Event("pagehide"));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it("falls back to a keepalive fetch when the browser refuses the beacon", () => {
    beacon.mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal("fetch", fetchMock);

    track("Product Viewed");
    vi.advanceTimersByTime(FLUSH_AFTER_MS);

    expect(fetchMock).toHaveBeenCalledWith("/api/events/", expect.objectContaining({ method: "POST", keepalive: true }));
  });

  it("gives every event its id, the anonymous id, time and context", async () => {
    document.cookie = "rw_exp_24=products; path=/";
    document.title = "Rootwell Core";
    localStorage.setItem("utm_source", "instagram");

    track("Product Viewed", { sku: "RW-1" });
    vi.advanceTimersByTime(FLUSH_AFTER_MS);

    const [event] = await events();
    const anonymousId = document.cookie.match(/rw_anon=([^;]+)/)?.[1];
    expect(anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event).toMatchObject({
      type: "track",
      event: "Product Viewed",
      anonymousId,
      properties: { sku: "RW-1" },
      context: {
        page: { path: "/", url: "http://localhost:3000/", referrer: "", title: "Rootwell Core" },
        business_line: "Hair",
        campaign: { utm_source: "instagram" },
        consent: { analytics: true, advertising: true },
        experiments: { "24": "products" },
      },
    });
    expect(event.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(event.timestamp))).toBe(false);
    expect(event.context).not.toHaveProperty("event_id");
  });
});

describe("Button Click", () => {
  it("follows every event whose name says clicked or added, with its name and properties", async () => {
    track("Navigation Clicked", { text: "Results" });
    track("Product Viewed");
    track("Product Added", { sku: "RW-1" });
    vi.advanceTimersByTime(FLUSH_AFTER_MS);

    const names = (await events()).map((event) => [event.event, event.properties]);
    expect(names).toEqual([
      ["Navigation Clicked", { text: "Results" }],
      ["Button Click", { event_name: "Navigation Clicked", text: "Results" }],
      ["Product Viewed", {}],
      ["Product Added", { sku: "RW-1" }],
      ["Button Click", { event_name: "Product Added", sku: "RW-1" }],
    ]);
  });

  it("is not sent without advertising consent", async () => {
    saveConsent({ analytics: true, advertising: false });

    track("Navigation Clicked", { text: "Results" });
    vi.advanceTimersByTime(FLUSH_AFTER_MS);

    expect((await events()).map((event) => event.event)).toEqual(["Navigation Clicked"]);
  });
});

describe("conversions", () => {
  it("give Product Added and Email Opted In an event_id, kept in the rw_event_id cookie", async () => {
    vi.setSystemTime(new Date("2026-11-27T02:00:00Z"));
    const id = String(Date.parse("2026-11-27T02:00:00Z"));

    track("Product Added", { sku: "RW-1" });
    vi.advanceTimersByTime(FLUSH_AFTER_MS);

    const [added, pixel] = await events();
    expect(added.context.event_id).toBe(id);
    expect(pixel.context.event_id).toBe(id);
    expect(document.cookie).toContain(`rw_event_id=${id}`);
  });
});

describe("consent", () => {
  it("under opt-in sends nothing and sets no cookie before the visitor chooses, then the waiting events", async () => {
    document.cookie = "rw_consent_policy=opt-in; path=/";

    track("Product Viewed");
    track("Select Product Clicked");
    vi.advanceTimersByTime(10 * FLUSH_AFTER_MS);
    expect(beacon).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain("rw_anon");

    saveConsent({ analytics: true, advertising: true });
    vi.advanceTimersByTime(FLUSH_AFTER_MS);

    const sentEvents = await events();
    expect(sentEvents.map((event) => event.event)).toEqual(["Product Viewed", "Select Product Clicked", "Button Click"]);
    expect(sentEvents[0].context.consent).toEqual({ analytics: true, advertising: true });
    expect(document.cookie).toContain("rw_anon=");
  });

  it("drops the waiting events when the visitor rejects", () => {
    document.cookie = "rw_consent_policy=opt-in; path=/";

    track("Product Viewed");
    saveConsent({ analytics: false, advertising: false });
    track("Product Viewed");
    vi.advanceTimersByTime(10 * FLUSH_AFTER_MS);

    expect(beacon).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain("rw_anon");
  });

  it("waits for the consent tool 20 times 500 ms, then only logs an error", () => {
    resetConsentReady();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});

    track("Product Viewed");
    vi.advanceTimersByTime(CONSENT_TRIES * CONSENT_TRY_MS - 1);
    expect(error).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 10 * FLUSH_AFTER_MS);

    expect(error).toHaveBeenCalledOnce();
    expect(beacon).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("sends what waited once the consent tool starts within the tries", () => {
    resetConsentReady();
    track("Product Viewed");
    vi.advanceTimersByTime(3 * CONSENT_TRY_MS);
    markConsentReady();
    vi.advanceTimersByTime(FLUSH_AFTER_MS);
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});

describe("identify", () => {
  it("sends an identify call that names no one: the collector names the signed-in customer", async () => {
    identify();
    track("Product Viewed");
    window.dispatchEvent(new Event("pagehide"));

    const [who, next] = await events();
    expect(who).toMatchObject({ type: "identify", traits: {} });
    for (const message of [who, next]) {
      expect(message).not.toHaveProperty("userId");
      expect(JSON.stringify(message)).not.toMatch(/email|phone/);
    }
  });
});

describe("context", () => {
  it("says Skin when the address mentions skin, otherwise Hair", () => {
    expect(businessLine("https://rootwell.com/skin/serum/")).toBe("Skin");
    expect(businessLine("https://rootwell.com/products/?utm_campaign=SKINCARE")).toBe("Skin");
    expect(businessLine("https://rootwell.com/men/")).toBe("Hair");
  });

  it("reads the experiments from the rw_exp_ cookies", () => {
    expect(experiments("a=1; rw_exp_24=products; rw_exp_18=duos%20b")).toEqual({ "24": "products", "18": "duos b" });
  });

  it("saves the landing address's UTM values and purchase_source", () => {
    noteCampaign("?utm_source=ig&utm_medium=social&utm_campaign=fall&purchase_source=influencer&other=x");

    expect(localStorage.getItem("utm_source")).toBe("ig");
    expect(localStorage.getItem("utm_medium")).toBe("social");
    expect(localStorage.getItem("utm_campaign")).toBe("fall");
    expect(localStorage.getItem("purchase_source")).toBe("influencer");
    expect(localStorage.getItem("other")).toBeNull();
  });

  it("keeps an influencer landing page's slug a year in rw_influencer", () => {
    noteCampaign("", "jane-doe");
    expect(document.cookie).toContain("rw_influencer=jane-doe");
  });

  it("keeps the campaign in memory under opt-in until analytics is accepted", async () => {
    document.cookie = "rw_consent_policy=opt-in; path=/";
    noteCampaign("?utm_source=ig");
    expect(localStorage.getItem("utm_source")).toBeNull();

    saveConsent({ analytics: true });
    track("Product Viewed");
    vi.advanceTimersByTime(FLUSH_AFTER_MS);

    expect(localStorage.getItem("utm_source")).toBe("ig");
    expect((await events())[0].context.campaign).toEqual({ utm_source: "ig" });
  });
});
