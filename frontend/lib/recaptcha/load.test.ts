import { afterEach, describe, expect, it, vi } from "vitest";

import { recaptchaTokens } from "./load";

describe("recaptchaTokens", () => {
  afterEach(() => {
    document.head.querySelectorAll("script").forEach((script) => script.remove());
    delete window.grecaptcha;
  });

  it("loads nothing for a form the shop does not protect", async () => {
    expect(await recaptchaTokens(null)).toEqual({});
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("loads Google's script once with the site key and gets one token per protected mutation", async () => {
    const execute = vi.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
    const setup = { siteKey: "site key", mutations: ["createCustomer", "generateCustomerToken"] };

    const pending = recaptchaTokens(setup);
    const script = document.head.querySelector("script")!;
    expect(script.src).toBe("https://www.google.com/recaptcha/api.js?render=site%20key");
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script.dispatchEvent(new Event("load"));

    expect(await pending).toEqual({
      createCustomer: "token-for-createCustomer",
      generateCustomerToken: "token-for-generateCustomerToken",
    });
    expect(await recaptchaTokens(setup)).toHaveProperty("createCustomer");
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
    expect(execute).toHaveBeenCalledWith("site key", { action: "createCustomer" });
  });
});
