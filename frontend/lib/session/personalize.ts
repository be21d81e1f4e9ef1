/** The ribbon's text for a signed-in customer: every {name} becomes their first name. Null when
 * there is no personal text to show. */
export function personalize(template: string | null | undefined, firstname: string | null | undefined): string | null {
  const text = (template ?? "").trim();
  const name = (firstname ?? "").trim();
  if (!text || !name) return null;
  return text.replaceAll("{name}", name);
}
