// C0 and C1 control characters (tabs and line breaks included: account fields are single lines)
// and the invisible zero-width ones that pasted text carries along.
const CONTROL = "\\u0000-\\u001F\\u007F-\\u009F";
const ZERO_WIDTH = "\\u200B-\\u200D\\u2060\\uFEFF\\u180E";
const UNWANTED = new RegExp(`[${CONTROL}${ZERO_WIDTH}]`, "g");

/** A typed or pasted value without control and zero-width characters, and without surrounding
 * spaces. */
export function cleanText(value: string): string {
  return value.replace(UNWANTED, "").trim();
}
