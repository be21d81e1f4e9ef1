import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { AlsoInteresting } from "./AlsoInteresting";

afterEach(cleanup);

const oil = {
  __typename: "SearchHit" as const,
  objectID: "7",
  title: "Nourishing Scalp Oil",
  subTitle: "All hair types",
  urlPath: "/scalp/scalp-oil/",
  searchImage: { __typename: "SearchImage" as const, url: "/media/images/scalp-oil.jpg" },
  average_rating: null,
  review_count: 0,
};

describe("AlsoInteresting", () => {
  it("links each recommended product to its page under the section's heading", () => {
    render(<AlsoInteresting hits={[oil, null]} />);

    const section = screen.getByRole("region", { name: "You might also be interested in" });
    const link = screen.getByRole("link", { name: "Nourishing Scalp Oil" });
    expect(section.contains(link)).toBe(true);
    expect(link.getAttribute("href")).toMatch(/^\/scalp\/scalp-oil\/?$/);
    expect(screen.getByText("All hair types")).toBeTruthy();
  });

  it("shows a card's stars once it has approved reviews", () => {
    render(<AlsoInteresting hits={[{ ...oil, average_rating: 4.5, review_count: 2 }, { ...oil, objectID: "8", title: "Serum" }]} />);

    expect(screen.getAllByRole("img", { name: "4.5 out of 5 stars" })).toHaveLength(1);
    expect(screen.getByText("4.5 (2 reviews)")).toBeTruthy();
  });

  it("shows nothing when there is nothing to recommend", () => {
    const { container } = render(<AlsoInteresting hits={[]} />);

    expect(container.innerHTML).toBe("");
  });
});
