import { INVALID_EMAIL, REQUIRED } from "@/lib/session/texts";
import { isValidEmail } from "@/lib/validation/email";

import { isPrivacyRequestType, type PrivacyRequestType } from "./request-types";

export const CHOOSE_TYPE = "Choose what you would like us to do.";
export const DETAILS_MAX = 2000;
export const NAME_MAX = 150;

export type PrivacyFormValues = { request_type: string; email: string; name: string; details: string };
export type PrivacyFormField = keyof PrivacyFormValues;
export type PrivacyFormErrors = Partial<Record<PrivacyFormField, string>>;

/** The fields in the order they appear, for focusing the first one that is wrong. */
export const FIELD_ORDER: PrivacyFormField[] = ["request_type", "email", "name", "details"];

/** The form's values as typed, trimmed. */
export function readValues(data: FormData): PrivacyFormValues {
  const text = (name: string) => String(data.get(name) ?? "").trim();
  return { request_type: text("request_type"), email: text("email"), name: text("name"), details: text("details") };
}

/** What is wrong with the values, in the storefront's wording (the shop's server remains the judge). */
export function check(values: PrivacyFormValues): PrivacyFormErrors {
  const errors: PrivacyFormErrors = {};
  if (!isPrivacyRequestType(values.request_type)) errors.request_type = CHOOSE_TYPE;
  if (!values.email) errors.email = REQUIRED;
  else if (!isValidEmail(values.email)) errors.email = INVALID_EMAIL;
  if (values.name.length > NAME_MAX) errors.name = `Keep your name to ${NAME_MAX} characters.`;
  if (values.request_type === "correct") {
    if (!values.details) errors.details = REQUIRED;
    else if (values.details.length > DETAILS_MAX) errors.details = `Keep the details to ${DETAILS_MAX} characters.`;
  }
  return errors;
}

/** The variables submitPrivacyRequest takes: details only for a correction. */
export function requestInput(values: PrivacyFormValues & { request_type: PrivacyRequestType }) {
  return {
    request_type: values.request_type,
    email: values.email,
    name: values.name || null,
    details: values.request_type === "correct" ? values.details : null,
  };
}
