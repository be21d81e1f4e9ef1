import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { FaqListBlock } from "./FaqListBlock";
import type { BlockOf } from "./types";

afterEach(cleanup);

const block: BlockOf<"FaqListBlock"> = {
  __typename: "FaqListBlock",
  id: "faq-1",
  block_type: "FaqListBlock",
  heading: "Frequently asked questions",
  items: [
    {
      __typename: "FaqItem",
      question: "When will I see results?",
      answer: "<p>Most women see less shedding within <strong>3 months</strong>.</p>",
    },
    { __typename: "FaqItem", question: "Can I cancel?", answer: "<p>Yes, at any time.</p>" },
  ],
};

describe("FaqListBlock", () => {
  it("shows the questions under its heading with the answers closed", () => {
    render(<FaqListBlock block={block} />);

    expect(screen.getByRole("heading", { level: 2 })).toHaveProperty(
      "textContent",
      "Frequently asked questions",
    );
    const questions = screen.getAllByRole("group");
    expect(questions).toHaveLength(2);
    expect(questions.every((question) => !(question as HTMLDetailsElement).open)).toBe(true);
  });

  it("opens a question's answer, with its formatting, when the question is activated", () => {
    render(<FaqListBlock block={block} />);

    fireEvent.click(screen.getByText("When will I see results?"));

    const [first, second] = screen.getAllByRole("group") as HTMLDetailsElement[];
    expect(first.open).toBe(true);
    expect(second.open).toBe(false);
    expect(first.querySelector("strong")?.textContent).toBe("3 months");
  });
});
