// reCAPTCHA v3 on the sign-in pages: off unless the
// shop configures keys; then the form fetches one token per mutation the shop protects.
import type { AccessRecaptchaConfigQuery } from "@/lib/graphql/generated/graphql";

export type RecaptchaConfig = AccessRecaptchaConfigQuery["recaptchaV3Config"];

/** What a form needs to obtain tokens; null when it needs none (and loads no script). */
export type RecaptchaSetup = { siteKey: string; mutations: string[] } | null;

/** The form's mutations that the shop protects, with the site key; null when none is. */
export function recaptchaSetup(config: RecaptchaConfig | null, formMutations: string[]): RecaptchaSetup {
  if (!config?.enabled || !config.public_key) return null;
  const mutations = formMutations.filter((name) => config.required_recaptcha_mutations.includes(name));
  return mutations.length ? { siteKey: config.public_key, mutations } : null;
}
