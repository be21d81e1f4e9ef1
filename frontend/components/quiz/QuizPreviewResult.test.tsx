import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import type { QuizResultData } from "@/lib/quiz/server";

import { PREVIEW_NOT_SAVED, QuizPreviewResult } from "./QuizPreviewResult";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }), usePathname: () => "/preview/" }));

const result = {
  __typename: "QuizResult",
  token: "",
  created_at: "2026-11-26T23:00:00+00:00",
  line: "women",
  audience: "women_18_44",
  quiz_path: "/quiz/",
  root_causes: [
    {
      __typename: "QuizRootCause",
      category: "stress",
      label: "Stress",
      colour: "#7a4fb0",
      score: 3,
      title: "Stress, redrafted",
      explanation: "<p>Cortisol.</p>",
    },
  ],
  recommendation: { __typename: "QuizRecommendation", sku: "RW-CALM", plan: "monthly", boosters: [], product_page: null, booster_products: [] },
} as unknown as QuizResultData;

describe("QuizPreviewResult", () => {
  withAppLinks();

  it("shows the draft's result marked as a preview that is not saved", () => {
    render(<QuizPreviewResult outcome={{ result }} retakeHref="/preview/?token=t" />);

    expect(screen.getByTestId("quiz-preview-banner").textContent).toContain(PREVIEW_NOT_SAVED);
    expect(screen.getByRole("heading", { name: "Stress, redrafted" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retake the quiz" }).getAttribute("href")).toBe("/preview/?token=t");
  });

  it("says why a draft could not be scored, with the way back to the preview", () => {
    render(<QuizPreviewResult outcome={{ problem: "This preview has expired." }} retakeHref="/preview/?token=t" />);

    expect(screen.getByRole("alert").textContent).toBe("This preview has expired.");
    expect(screen.getByRole("link", { name: "Take the draft quiz again" })).toBeTruthy();
  });
});
