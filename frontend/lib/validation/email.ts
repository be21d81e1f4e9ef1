// Letters beyond ASCII that the storefront accepts in addresses (internationalised mail).
const WIDE = "\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF";
const LOCAL_CHAR = `[a-z0-9,!#$%&'*+/=?^_\`{|}~-]|[${WIDE}]`;
const DOMAIN_CHAR = `[a-z0-9-]|[${WIDE}]`;

// The storefront's own email rule (the one behind "Please enter a valid email address"): dotted
// words before the @, dotted labels after it, and a top-level domain of two letters or more. It is
// a quick check for typing mistakes; the shop's server remains the judge of what it accepts.
const EMAIL_PATTERN = new RegExp(
  `^(${LOCAL_CHAR})+(\\.(${LOCAL_CHAR})+)*` +
    `@(${DOMAIN_CHAR})+(\\.(${DOMAIN_CHAR})+)*\\.(([a-z]|[${WIDE}]){2,})$`,
  "i",
);

/** Whether a typed address looks like an email address; surrounding spaces are ignored. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
