/**
 * The campaign a visitor came from: the UTM values and purchase_source of the address they landed
 * on, saved in localStorage under their own names (the shop's keys, cleared at log-out) once
 * analytics is allowed, and sent in every event's context.campaign; and the influencer of an
 * influencer landing page, kept a year in the rw_influencer cookie. Until analytics is allowed
 * they wait in memory. The consent root notes each page (via the sender, which imports this).
 */
import { browserStorage } from "@/lib/ui/storage";
import { readConsent, writeCookie } from "@/lib/consent/consent";

export const CAMPAIGN_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "purchase_source"];

export const INFLUENCER_COOKIE = "rw_influencer";

let landed: Record<string, string> = {};
let influencer: string | null = null;

/** Notes the campaign values of an address's query (the page's own by default), and the
 * influencer whose landing page it is. */
export function noteCampaign(search = location.search, influencerSlug: string | null = null): void {
  if (influencerSlug) influencer = influencerSlug;
  const query = new URLSearchParams(search);
  for (const key of CAMPAIGN_KEYS) {
    const value = query.get(key);
    if (value) landed[key] = value.slice(0, 200);
  }
  if (readConsent()?.analytics) saveCampaign();
}

/** Writes the noted values to localStorage (the tracker calls it once analytics is allowed). */
export function saveCampaign(): void {
  const storage = browserStorage("localStorage");
  try {
    if (influencer) writeCookie(INFLUENCER_COOKIE, encodeURIComponent(influencer), 365 * 24 * 60 * 60);
    influencer = null;
    for (const [key, value] of Object.entries(landed)) storage?.setItem(key, value);
    landed = {};
  } catch {
    // Full or disabled storage: the values stay in memory for this page.
  }
}

/** The saved values, with any not saved yet. */
export function campaign(): Record<string, string> {
  const storage = browserStorage("localStorage");
  const found: Record<string, string> = {};
  for (const key of CAMPAIGN_KEYS) {
    try {
      const value = storage?.getItem(key);
      if (value) found[key] = value;
    } catch {
      // Unreadable storage holds nothing.
    }
  }
  return { ...found, ...landed };
}
