// Server code only: the shop's reCAPTCHA settings for a sign-in page.
import { PAGE_REVALIDATE_SECONDS } from "@/lib/config";
import { AccessRecaptchaConfigDocument } from "@/lib/graphql/generated/graphql";
import { shopRequest } from "@/lib/graphql/server";

import { recaptchaSetup, type RecaptchaSetup } from "./setup";

/** The setup a form posting these mutations needs. Settings are shared by every shopper, so they
 * are kept as briefly as CMS pages are. */
export async function recaptchaFor(formMutations: string[]): Promise<RecaptchaSetup> {
  try {
    const data = await shopRequest(AccessRecaptchaConfigDocument, undefined, {
      revalidateSeconds: PAGE_REVALIDATE_SECONDS,
    });
    return recaptchaSetup(data.recaptchaV3Config, formMutations);
  } catch (error) {
    // Without the settings the form posts no token; a shop that needs one says so in its answer.
    console.warn("The reCAPTCHA settings did not load.", error);
    return null;
  }
}
