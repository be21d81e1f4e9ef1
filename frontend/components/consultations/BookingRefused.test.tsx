import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import { BookingRefused } from "./BookingRefused";

withAppLinks();

describe("BookingRefused", () => {
  it("tells a customer without an order why, and leads to the shop", () => {
    const message = "Free consultations come with your Rootwell order or subscription. Place your first order, then book your consultation here.";
    render(<BookingRefused refusal={{ code: "CONSULTATION_NOT_ELIGIBLE", message }} />);

    expect(screen.getByRole("status").textContent).toBe(message);
    expect(screen.getByRole("link", { name: "Shop All Products" }).getAttribute("href")).toBe("/products/");
    expect(screen.queryByRole("button", { name: "Book my consultation" })).toBeNull();
  });

  it("sends a customer with a consultation to come to their account", () => {
    const message = "You already have a consultation booked for Tuesday, March 2, 2027 at 9:00 AM EST.";
    render(<BookingRefused refusal={{ code: "CONSULTATION_ALREADY_BOOKED", message }} />);

    expect(screen.getByRole("status").textContent).toBe(message);
    expect(screen.getByRole("link", { name: "Go to my account" }).getAttribute("href")).toBe("/account/");
  });
});
