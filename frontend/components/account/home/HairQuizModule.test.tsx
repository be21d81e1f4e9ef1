import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { withTrackedLinks } from "@/test-data/component-tests";

import { HairQuizModule } from "./HairQuizModule";

withTrackedLinks(() => localStorage.clear());

describe("HairQuizModule", () => {
  it("offers the quiz to a customer who has not taken it (quiz_not_taken)", () => {
    const { container } = render(<HairQuizModule quizHref="/quiz/" />);

    expect(container.querySelector("section")?.getAttribute("data-state")).toBe("quiz_not_taken");
    const take = screen.getByRole("link", { name: "Take the Quiz" });
    expect(take.getAttribute("href")).toBe("/quiz/");
    fireEvent.click(take);
    expect(window.rootwellAnalytics?.[0]).toMatchObject({
      event: "Account Module CTA Clicked",
      properties: { module: "hair_quiz", cta: "Take the Quiz" },
    });
  });

  it("links to the stored results once the quiz is taken (quiz_taken)", () => {
    localStorage.setItem("quiz_results", JSON.stringify({ recommended_id: 4, quiz_completed_timestamp: 1 }));
    const { container } = render(<HairQuizModule quizHref="/quiz/" />);

    expect(container.querySelector("section")?.getAttribute("data-state")).toBe("quiz_taken");
    const view = screen.getByRole("link", { name: "View your quiz results" });
    expect(view.textContent).toBe("View");
    expect(view.getAttribute("href")).toBe("/quiz/");
    expect(screen.queryByRole("link", { name: "Take the Quiz" })).toBeNull();
  });

  it("links View to the customer's result on the account (customer.quiz_result)", () => {
    const { container } = render(
      <HairQuizModule quizHref="/quiz/" result={{ token: "k3Jf9_x-Q2mZp8Lw4RtYv0Ab", line: "men" }} />,
    );

    expect(container.querySelector("section")?.getAttribute("data-state")).toBe("quiz_taken");
    expect(screen.getByRole("link", { name: "View your quiz results" }).getAttribute("href")).toBe(
      "/men/quiz/results/k3Jf9_x-Q2mZp8Lw4RtYv0Ab/",
    );
  });

  it("falls back on the result this browser keeps, even when the quiz is closed", () => {
    localStorage.setItem(
      "quiz_results",
      JSON.stringify({ recommended_id: 4, quiz_completed_timestamp: 1, token: "Zz9_local-token-0123456", line: "women" }),
    );
    render(<HairQuizModule quizHref={null} />);

    expect(screen.getByRole("link", { name: "View your quiz results" }).getAttribute("href")).toBe(
      "/quiz/results/Zz9_local-token-0123456/",
    );
  });

  it("shows nothing when there is neither a quiz to take nor a result", () => {
    const { container } = render(<HairQuizModule quizHref={null} />);
    expect(container.innerHTML).toBe("");
  });
});
