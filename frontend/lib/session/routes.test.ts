import { describe, expect, it } from "vitest";

import { afterSignInPath, aliasTarget, isSignInPage, needsSignIn, returnPathFrom, signedInVisit, withReturnPath } from "./routes";

describe("aliasTarget", () => {
  it("sends Magento's other names to the pages", () => {
    expect(aliasTarget("/customer/account/password/forgot/")).toBe("/customer/account/forgotpassword/");
    expect(aliasTarget("/customer/account/password/")).toBe("/customer/account/createpassword/");
    expect(aliasTarget("/customer/account/code/")).toBe("/customer/account/login/");
  });

  it("leaves every other path alone", () => {
    for (const path of ["/customer/account/login/", "/customer/account/password/other/", "/", "/account/"]) {
      expect(aliasTarget(path)).toBeNull();
    }
  });
});

describe("needsSignIn", () => {
  it("covers the account and everything under it", () => {
    for (const path of ["/account", "/account/", "/account/orders/", "/account/profile/payment/add/"]) {
      expect(needsSignIn(path)).toBe(true);
    }
  });

  it("does not cover look-alikes or the sign-in pages", () => {
    for (const path of ["/accounts/", "/account-help/", "/customer/account/login/", "/"]) {
      expect(needsSignIn(path)).toBe(false);
    }
  });
});

describe("signedInVisit", () => {
  it("sends a signed-in customer from the login page to the account, with the warning", () => {
    expect(signedInVisit("/customer/account/login/")).toEqual({
      redirectTo: "/account/",
      warning: "You are already logged in.",
    });
  });

  it("sends them from the create and password pages without one", () => {
    for (const path of [
      "/customer/account/create/",
      "/customer/account/forgotpassword/",
      "/customer/account/createpassword/",
    ]) {
      expect(isSignInPage(path)).toBe(true);
      expect(signedInVisit(path)).toEqual({ redirectTo: "/account/", warning: null });
    }
  });

  it("lets them open every other page", () => {
    for (const path of ["/", "/account/", "/logout/", "/customer/account/"]) {
      expect(signedInVisit(path)).toBeNull();
    }
  });
});

describe("returnPathFrom", () => {
  it("accepts the checkout's own paths", () => {
    expect(returnPathFrom("/checkout/")).toBe("/checkout/");
    expect(returnPathFrom("/checkout/cart/")).toBe("/checkout/cart/");
    expect(returnPathFrom("/checkout/?step=payment")).toBe("/checkout/?step=payment");
  });

  it("accepts the consultation intake, which needs an account, and nothing that leaves it", () => {
    expect(returnPathFrom("/hma-intake/")).toBe("/hma-intake/");
    expect(returnPathFrom("/hma-intake/../account/")).toBeNull();
  });

  it("refuses anything that could leave the checkout or the shop", () => {
    for (const value of [
      undefined,
      null,
      ["/checkout/"],
      "",
      "/checkout",
      "/account/",
      "https://evil.example/checkout/",
      "//evil.example/checkout/",
      "/\\evil.example/checkout/",
      "/checkout/\\..\\account/",
      "/checkout/../account/",
      "/checkout/%2e%2e/account/",
      "/checkout/\n/",
      "javascript:alert(1)//checkout/",
    ]) {
      expect(returnPathFrom(value), String(value)).toBeNull();
    }
  });

  it("sends a shopper without a checkout path to their account, and carries a safe one on", () => {
    expect(afterSignInPath("/checkout/")).toBe("/checkout/");
    expect(afterSignInPath("/account/orders/")).toBe("/account/");
    expect(withReturnPath("/customer/account/create/", "/checkout/")).toBe("/customer/account/create/?redirect=/checkout/");
    expect(withReturnPath("/customer/account/create/", "//evil.example/")).toBe("/customer/account/create/");
  });

  it("sends a signed-in customer from the login page straight back to the checkout", () => {
    expect(signedInVisit("/customer/account/login/", "/checkout/")).toEqual({ redirectTo: "/checkout/", warning: null });
    expect(signedInVisit("/customer/account/login/", "https://evil.example/")).toEqual({
      redirectTo: "/account/",
      warning: "You are already logged in.",
    });
  });
});
