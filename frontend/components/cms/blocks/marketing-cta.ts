/**
 * A CMS call to action reports Marketing CTA Clicked through the page's one click listener
 * (lib/analytics/clicks.ts): destination (its href) and text (its label) come from the link,
 * module_location (which block: hero, cta, cards, image_with_text, product_teaser) and type
 * (button or link) from these attributes. No handler ships with the block.
 */
export function marketingCta(moduleLocation: string, type: "button" | "link") {
  return {
    "data-track": "Marketing CTA Clicked",
    "data-track-module-location": moduleLocation,
    "data-track-type": type,
  };
}
