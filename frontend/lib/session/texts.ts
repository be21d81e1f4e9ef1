// What the sign-in, sign-up and password pages say, in the shop's fixed wording; the API's
// refusals are shown as the API words them.

/** The storefront's wording for an empty required field, on every form. */
export const REQUIRED = "This is a required field.";
export const INVALID_EMAIL = "Please enter a valid email address (Ex: johndoe@domain.com).";
export const PASSWORDS_DIFFER = "Please enter the same value again.";
export const UNEXPECTED = "Something went wrong. Please try again later.";

export const WEAK_PASSWORD =
  "Your password no longer meets our security requirements. Please change it in your profile.";
export const REGISTERED = "Thank you for registering with Rootwell.";
export const REGISTERED_SIGN_IN = "Thank you for registering with Rootwell. Please log in.";
/** What the login page says once a log-out has brought the shopper there. */
export const SIGNED_OUT = "You are signed out.";
export const PASSWORD_UPDATED = "You updated your password. Please log in with your new password.";
export const MISSING_RESET_TOKEN =
  "Your password reset link is incomplete or has expired. Please request a new one.";

/** Said whether or not the address has an account, so the page reveals nothing. */
export function resetRequested(email: string): string {
  return (
    `If there is an account associated with ${email} ` +
    "you will receive an email with a link to reset your password."
  );
}
