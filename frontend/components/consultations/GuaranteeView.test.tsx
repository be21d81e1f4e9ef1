import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { GuaranteeStandingQuery } from "@/lib/graphql/generated/graphql";

import type { ClaimOperation } from "./ClaimButton";
import { GuaranteeView } from "./GuaranteeView";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));
afterEach(cleanup);

const claimOperation = { operationName: "ClaimGuarantee", id: "ClaimGuarantee-id" } as ClaimOperation;
const claim = {
  __typename: "GuaranteeClaim" as const,
  id: 1,
  status: "pending",
  status_label: "Pending",
  created_at: "2026-11-20T10:00:00-05:00",
  journey_day: 200,
  refund_amount: null,
  refund_due_by: null,
  refusal_reason: null,
};

function data(standing: Partial<GuaranteeStandingQuery["guarantee_standing"]>): GuaranteeStandingQuery {
  return {
    customer: { entity_id: 1, email: "j@example.com", firstname: "Jordan" },
    consultation_overview: { upcoming: null, photos: [] },
    guarantee_standing: {
      journey_start: "2026-05-10",
      day: 200,
      opens_on_day: 180,
      closes_after_day: 250,
      window_open: true,
      lapsed: null,
      consultations: 2,
      missing: [],
      can_claim: true,
      refusal: null,
      claim: null,
      refused_claim: null,
      ...standing,
    },
  } as unknown as GuaranteeStandingQuery;
}

describe("GuaranteeView", () => {
  it("shows the day, the window and what is missing", () => {
    render(
      <GuaranteeView
        data={data({ day: 120, window_open: false, missing: ["Your photo at 6 months"], can_claim: false })}
        claim={claimOperation}
      />,
    );

    expect(screen.getByText("Day 120")).toBeTruthy();
    expect(screen.getByText(/your claim window is closed today\./)).toBeTruthy();
    expect(screen.getByTestId("guarantee-missing").textContent).toBe("Your photo at 6 months");
    expect(screen.getByRole("button", { name: "Claim my money back" })).toBeTruthy();
  });

  it("says the guarantee lapsed, not that its window is open, once the start photo was missed", () => {
    const lapsed = "Your guarantee no longer applies: your start photo could be added until June 9, 2026.";
    render(<GuaranteeView data={data({ window_open: false, lapsed, can_claim: false, refusal: lapsed })} claim={claimOperation} />);

    expect(screen.getByTestId("guarantee-lapsed").textContent).toBe(lapsed);
    expect(screen.queryByText(/your claim window is open/)).toBeNull();
  });

  it("shows an approved claim's refund and when it arrives, with no button", () => {
    render(
      <GuaranteeView
        data={data({ claim: { ...claim, status: "approved", refund_amount: "158.00", refund_due_by: "2026-12-26" } })}
        claim={claimOperation}
      />,
    );

    expect(screen.getByText("Your claim was approved: $158.00 is being refunded to your card and will arrive by December 26, 2026.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Claim my money back" })).toBeNull();
  });

  it("says why staff refused the last claim and lets the customer claim again", () => {
    render(
      <GuaranteeView
        data={data({ refused_claim: { ...claim, status: "refused", refusal_reason: "The photos are not of a scalp." } })}
        claim={claimOperation}
      />,
    );

    expect(screen.getByTestId("refused-claim").textContent).toBe(
      "Your claim of November 20, 2026 was refused: The photos are not of a scalp.",
    );
    expect(screen.getByRole("button", { name: "Claim my money back" })).toBeTruthy();
  });
});
