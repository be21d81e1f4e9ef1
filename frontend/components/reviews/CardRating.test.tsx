import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { CardRating } from "./CardRating";

afterEach(cleanup);

describe("CardRating", () => {
  it("shows a card's stars, average and review count", () => {
    render(<CardRating rating={4.5} count={12} />);

    expect(screen.getByRole("img", { name: "4.5 out of 5 stars" })).toBeTruthy();
    expect(screen.getByText("4.5 (12 reviews)")).toBeTruthy();
  });

  it("shows nothing before the first approved review", () => {
    const { container } = render(<CardRating rating={null} count={0} />);

    expect(container.textContent).toBe("");
  });
});
