import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";
import { orderDetail } from "@/test-data/orders";

import { LineReview } from "./LineReview";

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const fetchMock = vi.fn<typeof fetch>();
const createReview = { operationName: "CreateProductReview", id: "CreateProductReview-id" };
const [shipped, notShipped] = orderDetail().items;

withBrowserFetch(fetchMock, { setUp: () => router.refresh.mockReset() });

describe("LineReview", () => {
  it("offers nothing for an item not shipped yet", () => {
    const { container } = render(<LineReview line={notShipped} createReview={createReview} />);

    expect(container.textContent).toBe("");
  });

  it("shows the customer's review and its moderation state", () => {
    const line = {
      ...shipped,
      review: {
        __typename: "OrderItemReview" as const,
        product_id: "11",
        review: { __typename: "CustomerReview" as const, id: "4", title: "Fuller", score: 4, status: "PENDING" as const },
      },
    };
    render(<LineReview line={line} createReview={createReview} />);

    expect(screen.getByText(/You reviewed this product/).textContent).toContain("Waiting for approval");
    expect(screen.queryByRole("button", { name: "Write a review" })).toBeNull();
  });

  it("checks the review, sends it and reloads the order", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ data: { createProductReview: { review: { id: "5", title: "Fuller", score: 4, status: "PENDING" } } } }),
    );
    render(<LineReview line={shipped} createReview={createReview} />);

    fireEvent.click(screen.getByRole("button", { name: "Write a review" }));
    const form = screen.getByRole("form", { name: "Review Rootwell Core for Women" });
    fireEvent.click(within(form).getByRole("button", { name: "Submit review" }));
    expect(await within(form).findByText("Choose from 1 to 5 stars.")).toBeTruthy();
    expect(within(form).getByText("Give your review a title.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(form).getByLabelText("4 stars"));
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: "Fuller" } });
    fireEvent.change(within(form).getByLabelText(/Your review/), { target: { value: "Less shedding." } });
    fireEvent.click(within(form).getByRole("button", { name: "Submit review" }));

    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    const sent = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(sent.variables.input).toEqual({ product_id: "11", title: "Fuller", body: "Less shedding.", score: 4 });
  });

  it("shows the shop's refusal and keeps the form", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ data: null, errors: [{ message: "You have already reviewed this product.", extensions: { code: "REVIEW_NOT_ALLOWED" } }] }),
    );
    render(<LineReview line={shipped} createReview={createReview} />);

    fireEvent.click(screen.getByRole("button", { name: "Write a review" }));
    const form = screen.getByRole("form", { name: "Review Rootwell Core for Women" });
    fireEvent.click(within(form).getByLabelText("5 stars"));
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: "Again" } });
    fireEvent.change(within(form).getByLabelText(/Your review/), { target: { value: "Twice." } });
    fireEvent.click(within(form).getByRole("button", { name: "Submit review" }));

    expect(await within(form).findByText(/You have already reviewed this product./)).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
