import { describe, expect, it } from "vitest";

import { claimLink, isReferralPage, referralCodeFrom } from "./referral-link";

describe("referral links", () => {
  it("reads a friend's code from the page's query", () => {
    expect(referralCodeFrom("?code=jane-7k2q")).toBe("JANE-7K2Q");
    expect(referralCodeFrom("?utm_source=mail&code=%20JANE-7K2Q%20")).toBe("JANE-7K2Q");
  });

  it("ignores a missing or malformed code", () => {
    expect(referralCodeFrom("")).toBe("");
    expect(referralCodeFrom("?code=")).toBe("");
    expect(referralCodeFrom("?code=<script>")).toBe("");
    expect(referralCodeFrom(`?code=${"A".repeat(65)}`)).toBe("");
  });

  it("claims the code through the add-to-cart link", () => {
    expect(claimLink("JANE-7K2Q")).toBe("/dpa/add/tocart/?code=JANE-7K2Q");
  });

  it("knows the referral pages", () => {
    expect(isReferralPage("/refer-a-friend/")).toBe(true);
    expect(isReferralPage("/refer-30/")).toBe(true);
    expect(isReferralPage("/science/")).toBe(false);
    expect(isReferralPage(undefined)).toBe(false);
  });
});
