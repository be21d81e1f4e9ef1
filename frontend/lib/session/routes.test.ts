import { describe, expect, it } from "vitest";

import { aliasTarget, isSignInPage, needsSignIn, signedInVisit } from "./routes";

describe("aliasTarget", () => {
  it("sends the spec's other names to the pages", () => {
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
