// What the sign-in, sign-up and password forms check before anything is sent. The shop's server
// remains the judge (password rules, taken addresses); these catch typing mistakes early.
import { isValidEmail } from "@/lib/validation/email";

import { INVALID_EMAIL, PASSWORDS_DIFFER, REQUIRED } from "./texts";

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

function required<Name extends string>(values: Record<Name, string>, names: Name[]): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const name of names) if (!values[name]?.trim()) errors[name] = REQUIRED;
  return errors;
}

function emailError(value: string): string | undefined {
  if (!value.trim()) return REQUIRED;
  return isValidEmail(value) ? undefined : INVALID_EMAIL;
}

/** Required fields, a well-formed email and, when the form has one, a matching confirmation. */
function check<Name extends string>(values: Record<Name, string>, names: Name[]): FieldErrors<Name> {
  const errors = required(values, names);
  const email = "email" as Name;
  if (names.includes(email)) {
    const problem = emailError(values[email] ?? "");
    if (problem) errors[email] = problem;
  }
  const confirmation = "confirmation" as Name;
  const password = "password" as Name;
  if (names.includes(confirmation) && !errors[confirmation] && values[confirmation] !== values[password]) {
    errors[confirmation] = PASSWORDS_DIFFER;
  }
  return errors;
}

export const LOGIN_FIELDS = ["email", "password"] as const;
export const CREATE_ACCOUNT_FIELDS = ["firstname", "lastname", "email", "password", "confirmation"] as const;
export const FORGOT_PASSWORD_FIELDS = ["email"] as const;
export const CREATE_PASSWORD_FIELDS = ["email", "password", "confirmation"] as const;

export type LoginField = (typeof LOGIN_FIELDS)[number];
export type CreateAccountField = (typeof CREATE_ACCOUNT_FIELDS)[number];
export type ForgotPasswordField = (typeof FORGOT_PASSWORD_FIELDS)[number];
export type CreatePasswordField = (typeof CREATE_PASSWORD_FIELDS)[number];

export function validateLogin(values: Record<LoginField, string>) {
  return check(values, [...LOGIN_FIELDS]);
}

export function validateCreateAccount(values: Record<CreateAccountField, string>) {
  return check(values, [...CREATE_ACCOUNT_FIELDS]);
}

export function validateForgotPassword(values: Record<ForgotPasswordField, string>) {
  return check(values, [...FORGOT_PASSWORD_FIELDS]);
}

export function validateCreatePassword(values: Record<CreatePasswordField, string>) {
  return check(values, [...CREATE_PASSWORD_FIELDS]);
}
