import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { ClinicalResultsBlock, FDA_DISCLAIMER } from "./ClinicalResultsBlock";
import type { BlockOf } from "./types";

afterEach(cleanup);

const SELF = "Based on a 6-month clinical study of 40 women; self-assessed.";
const PHOTOS = "Based on a 6-month clinical study of 40 women; blinded photo review.";

function result(figure: string, statement: string, footnote: string) {
  return { __typename: "ClinicalResultBlock" as const, figure, statement, footnote };
}

const block: BlockOf<"ClinicalResultsBlock"> = {
  __typename: "ClinicalResultsBlock",
  id: "clinical-1",
  block_type: "ClinicalResultsBlock",
  heading: "Clinically tested results",
  results: [
    result("86%", "saw less shedding", SELF),
    result("3 in 4", "showed more coverage in their photos", PHOTOS),
    result("79%", "said their hair looked thicker", SELF),
    result("30", "days to try it", ""),
  ],
};

describe("ClinicalResultsBlock", () => {
  it("shows each figure with its statement under the heading", () => {
    render(<ClinicalResultsBlock block={block} />);

    const section = screen.getByRole("region", { name: "Clinically tested results" });
    const items = within(section).getAllByRole("listitem").slice(0, 4);
    expect(items.map((item) => item.textContent)).toEqual([
      "86%saw less shedding1",
      "3 in 4showed more coverage in their photos2",
      "79%said their hair looked thicker1",
      "30days to try it",
    ]);
  });

  it("lists each study once, numbered as first cited, and links each mark to it", () => {
    render(<ClinicalResultsBlock block={block} />);

    const [, notes] = screen.getAllByRole("list");
    expect(notes.tagName).toBe("OL");
    const studies = within(notes).getAllByRole("listitem");
    expect(studies.map((note) => note.textContent)).toEqual([SELF, PHOTOS]);
    const marks = screen.getAllByRole("link", { name: /Footnote/ });
    expect(marks.map((mark) => mark.getAttribute("aria-label"))).toEqual(["Footnote 1", "Footnote 2", "Footnote 1"]);
    expect(marks[1].getAttribute("href")).toBe(`#${studies[1].id}`);
  });

  it("has no footnote list when no result cites a study", () => {
    render(<ClinicalResultsBlock block={{ ...block, results: [result("30", "days to try it", " ")] }} />);

    expect(screen.getAllByRole("list")).toHaveLength(1);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("always ends with the FDA disclaimer, whatever the editor wrote", () => {
    render(<ClinicalResultsBlock block={{ ...block, results: [result("30", "days to try it", "")] }} />);

    const section = screen.getByRole("region", { name: "Clinically tested results" });
    expect(within(section).getByText(FDA_DISCLAIMER)).toBeTruthy();
    expect(FDA_DISCLAIMER).toBe(
      "These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.",
    );
  });
});
