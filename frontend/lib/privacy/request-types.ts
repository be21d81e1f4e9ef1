/** What a visitor may ask of the shop on /privacy-request/; the codes are the API's
 * (submitPrivacyRequest's request_type) and the page's `preselected` query parameter's. */
export const PRIVACY_REQUEST_TYPES = [
  {
    code: "know",
    label: "Know or access my information",
    hint: "Find out what personal information we hold about you, and get a copy of it.",
  },
  {
    code: "delete",
    label: "Delete my information",
    hint: "Ask us to delete the personal information we hold about you.",
  },
  {
    code: "correct",
    label: "Correct my information",
    hint: "Tell us what is wrong and we will fix it.",
  },
  {
    code: "opt_out",
    label: "Opt out of the sale or sharing of my information",
    hint: "Stop us sharing your information for targeted advertising. Advertising cookies in this browser turn off as soon as you submit.",
  },
  {
    code: "limit",
    label: "Limit the use of my sensitive information",
    hint: "Limit our use of sensitive information, such as health details from the hair quiz, to what is needed to serve you. Advertising cookies in this browser turn off as soon as you submit.",
  },
] as const;

export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number]["code"];

const CODES: readonly string[] = PRIVACY_REQUEST_TYPES.map((type) => type.code);

export function isPrivacyRequestType(value: unknown): value is PrivacyRequestType {
  return typeof value === "string" && CODES.includes(value);
}

/** The type a link preselects (`?preselected=limit`), or null for none or an unknown one. */
export function preselectedType(value: string | string[] | null | undefined): PrivacyRequestType | null {
  const first = Array.isArray(value) ? value[0] : value;
  return isPrivacyRequestType(first) ? first : null;
}

/** Requests that also turn advertising off in the visitor's own browser at once. */
export function stopsAdvertising(type: PrivacyRequestType): boolean {
  return type === "opt_out" || type === "limit";
}

export function labelOf(type: PrivacyRequestType): string {
  return PRIVACY_REQUEST_TYPES.find((entry) => entry.code === type)!.label;
}
