import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ConsultationModule } from "./ConsultationModule";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

beforeEach(() => vi.stubEnv("__NEXT_MANUAL_TRAILING_SLASH", "true"));
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  refresh.mockReset();
});

const photos = [
  { stage: "start", label: "Start", due_on: "2026-06-01", is_due: false, can_upload: true, opens_on: null, uploaded_at: "2026-06-02T10:00:00-04:00", photo_url: "/api/scalp-photos/7/" },
  { stage: "three_months", label: "3 months", due_on: "2026-08-30", is_due: true, can_upload: true, opens_on: "2026-08-16", uploaded_at: null, photo_url: null },
  { stage: "six_months", label: "6 months", due_on: "2026-11-28", is_due: false, can_upload: false, opens_on: "2026-11-14", uploaded_at: null, photo_url: null },
];

describe("ConsultationModule", () => {
  it("shows the next consultation and which photos are due, uploaded or later", () => {
    render(
      <ConsultationModule
        overview={{
          upcoming: { datetime: "2026-12-01T10:00:00-05:00", type: "Initial consultation", doctor_details: { name: "Dr. Maya Lee" } },
          photos,
        }}
      />,
    );

    const next = screen.getByText(/^Next:/);
    expect(next.textContent).toBe("Next: Initial consultation, December 1, 2026 at 10:00 AM EST with Dr. Maya Lee.");
    expect(screen.getByText("1 photo is due.")).toBeTruthy();
    expect(screen.getByText("Uploaded June 2, 2026")).toBeTruthy();
    expect(screen.getByText("Due now")).toBeTruthy();
    expect(screen.getByText("Due November 28, 2026")).toBeTruthy();
    // The 6-month photo cannot be added yet: no button, but from when it can.
    expect(screen.getByText("You can add it from November 14, 2026")).toBeTruthy();
    expect(document.querySelector("input[data-stage=six_months]")).toBeNull();
    expect(document.querySelector("input[data-stage=three_months]")).not.toBeNull();
    expect(screen.getByRole("link", { name: "View photo" }).getAttribute("href")).toBe("/api/scalp-photos/7/");
    expect(screen.getByRole("link", { name: "Your money-back guarantee" }).getAttribute("href")).toBe("/account/guarantee/");
  });

  it("calls a photo whose window closed without it missed, not due", () => {
    const missed = { ...photos[0], is_due: true, can_upload: false, opens_on: null, uploaded_at: null, photo_url: null };
    render(<ConsultationModule overview={{ upcoming: null, photos: [missed] }} />);

    expect(screen.getByText("Missed")).toBeTruthy();
    expect(screen.getByText("No longer open for upload")).toBeTruthy();
    expect(screen.queryByText("Due now")).toBeNull();
  });

  it("offers a consultation when none is booked", () => {
    render(<ConsultationModule overview={{ upcoming: null, photos }} />);

    expect(screen.getByRole("link", { name: "Book a consultation" }).getAttribute("href")).toBe("/hma-intake/");
  });

  it("tells a customer with no order yet why they cannot book, instead of offering the intake", () => {
    const message = "Free consultations come with your Rootwell order or subscription. Place your first order, then book your consultation here.";
    render(<ConsultationModule overview={{ upcoming: null, photos, booking_refusal: { code: "CONSULTATION_NOT_ELIGIBLE", message } }} />);

    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Book a consultation" })).toBeNull();
    expect(screen.getByRole("link", { name: "Shop All Products" }).getAttribute("href")).toBe("/products/");
  });

  it("says why a photo is refused and keeps the page as it is", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ message: "Please upload a photo in JPEG, PNG or WebP format.", code: "PHOTO_REFUSED" }, { status: 400 })),
    );
    render(<ConsultationModule overview={{ upcoming: null, photos }} />);
    const input = screen.getByLabelText("Upload", { selector: "input[data-stage=three_months]" });

    fireEvent.change(input, { target: { files: [new File(["%PDF"], "scalp.pdf", { type: "application/pdf" })] } });

    await waitFor(() => expect(screen.getByText("Please upload a photo in JPEG, PNG or WebP format.")).toBeTruthy());
    expect(refresh).not.toHaveBeenCalled();
  });
});
