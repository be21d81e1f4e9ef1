import { describe, expect, it } from "vitest";

import { recaptchaSetup } from "./setup";

const config = {
  __typename: "RecaptchaV3Config" as const,
  enabled: true,
  public_key: "site-key",
  required_recaptcha_mutations: ["createCustomer", "generateCustomerToken"],
};

describe("recaptchaSetup", () => {
  it("asks for tokens for the form's protected mutations only", () => {
    expect(recaptchaSetup(config, ["generateCustomerToken"])).toEqual({
      siteKey: "site-key",
      mutations: ["generateCustomerToken"],
    });
    expect(recaptchaSetup(config, ["createCustomer", "generateCustomerToken", "other"])?.mutations).toEqual([
      "createCustomer",
      "generateCustomerToken",
    ]);
  });

  it("loads nothing when the shop has it off, has no key, or protects none of the form's mutations", () => {
    expect(recaptchaSetup({ ...config, enabled: false }, ["generateCustomerToken"])).toBeNull();
    expect(recaptchaSetup({ ...config, public_key: "" }, ["generateCustomerToken"])).toBeNull();
    expect(recaptchaSetup(config, ["resetPassword"])).toBeNull();
    expect(recaptchaSetup(null, ["generateCustomerToken"])).toBeNull();
  });
});
