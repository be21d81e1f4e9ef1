import { describe, expect, it } from "vitest";

import { isValidEmail } from "./email";

describe("isValidEmail", () => {
  it.each([
    "johndoe@domain.com",
    "jane.doe+hair@rootwell.co.uk",
    "  padded@example.com  ",
    "UPPER@EXAMPLE.COM",
    "o'brien@example.ie",
    "jöhn@exämple.de",
  ])("accepts %s", (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "johndoe",
    "johndoe@",
    "@domain.com",
    "john doe@domain.com",
    "john..doe@domain.com",
    ".john@domain.com",
    "john@domain",
    "john@domain.c",
    "john@domain..com",
    "john@@domain.com",
    "john@domain.com.",
    "john@domain.c0m",
  ])("refuses %j", (address) => {
    expect(isValidEmail(address)).toBe(false);
  });
});
