import { describe, expect, it } from "vitest";

import { validateCreateAccount, validateCreatePassword, validateForgotPassword, validateLogin } from "./validation";

const REQUIRED = "This is a required field.";
const INVALID = "Please enter a valid email address (Ex: johndoe@domain.com).";

describe("the sign-in forms' checks", () => {
  it("ask for every empty field", () => {
    expect(validateLogin({ email: "", password: "" })).toEqual({ email: REQUIRED, password: REQUIRED });
    expect(validateCreateAccount({ firstname: " ", lastname: "", email: "", password: "", confirmation: "" })).toEqual({
      firstname: REQUIRED,
      lastname: REQUIRED,
      email: REQUIRED,
      password: REQUIRED,
      confirmation: REQUIRED,
    });
  });

  it("explain a malformed email in the shop's words", () => {
    expect(validateForgotPassword({ email: "johndoe@domain" })).toEqual({ email: INVALID });
    expect(validateLogin({ email: " jane@example.com ", password: "x" })).toEqual({});
  });

  it("want the password typed the same twice", () => {
    const values = { email: "jane@example.com", password: "Secret-123", confirmation: "Secret-124" };
    expect(validateCreatePassword(values)).toEqual({ confirmation: "Please enter the same value again." });
    expect(validateCreatePassword({ ...values, confirmation: "Secret-123" })).toEqual({});
  });

  it("leave the password rules to the shop's server", () => {
    expect(validateLogin({ email: "jane@example.com", password: "1" })).toEqual({});
  });
});
