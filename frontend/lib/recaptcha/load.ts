// Google's reCAPTCHA v3 script, loaded on demand, only on the forms the shop protects from bots.
import type { RecaptchaSetup } from "./setup";

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error("reCAPTCHA did not start."));
    };
    script.onerror = () => {
      loading = null; // a later submit tries again
      reject(new Error("reCAPTCHA did not load."));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** One fresh token per protected mutation (the verification service accepts each only once). */
export async function recaptchaTokens(setup: RecaptchaSetup): Promise<Record<string, string>> {
  if (!setup) return {};
  const grecaptcha = await loadRecaptcha(setup.siteKey);
  const entries = await Promise.all(
    setup.mutations.map(async (mutation) => [mutation, await grecaptcha.execute(setup.siteKey, { action: mutation })]),
  );
  return Object.fromEntries(entries);
}
