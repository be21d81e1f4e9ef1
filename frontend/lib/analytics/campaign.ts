/**
 * The campaign a visitor came from: the UTM values and purchase_source of the address they landed
 * on, saved in localStorage under their own names (the shop's keys, cleared at log-out) once
 * analytics is allowed, and sent in every event's context.campaign. Until then they wait in memory.
 */
import { browserStorage } from "@/lib/browser/storage";
import { readConsent } from "@/lib/consent/consent";

export const CAMPAIGN_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "purchase_source"];

let landed: Record<string, string> = {};

/** Notes the campaign values of an address's query (the page's own by default). */
export function noteCampaign(search = location.search): void {
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
