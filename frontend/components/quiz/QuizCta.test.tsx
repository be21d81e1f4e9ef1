import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import { QuizCta } from "./QuizCta";

const route = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => route.pathname }));

/** Server HTML first, then hydration in the browser, as a visitor's page load goes. */
function serverRenderThenHydrate(ui: React.ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const serverLink = container.querySelector("a");
  const view = render(ui, { container, hydrate: true });
  return { serverLink, view };
}

describe("QuizCta", () => {
  withAppLinks(() => {
    localStorage.clear();
    route.pathname = "/";
  });

  it("links to the women's quiz, or the men's on men's pages", () => {
    render(<QuizCta />);
    expect(screen.getByRole("link", { name: "Take the Quiz" }).getAttribute("href")).toBe("/quiz/");
    cleanup();

    route.pathname = "/men/results/";
    render(<QuizCta />);
    expect(screen.getByRole("link", { name: "Take the Quiz" }).getAttribute("href")).toBe("/men/quiz/");
  });

  it("follows the line it is given over the path, and skips the intro on quiz landing pages", () => {
    render(
      <QuizCta line="men" skipIntro>
        Start now
      </QuizCta>,
    );
    expect(screen.getByRole("link", { name: "Start now" }).getAttribute("href")).toBe("/men/quiz/?skip=true");
  });

  it("is a visible link for a visitor without quiz results", () => {
    serverRenderThenHydrate(<QuizCta />);

    const link = screen.getByRole("link", { name: "Take the Quiz" });
    expect(link.hasAttribute("aria-hidden")).toBe(false);
  });

  it("is rendered as a link by the server and hidden after hydration when results are stored", () => {
    localStorage.setItem("quiz_results", JSON.stringify({ recommended_id: 7, quiz_completed_timestamp: 1 }));
    const { serverLink } = serverRenderThenHydrate(<QuizCta />);
    expect(serverLink?.getAttribute("href")).toBe("/quiz/");

    expect(screen.queryByRole("link", { name: "Take the Quiz" })).toBeNull();
    const hidden = screen.getByText("Take the Quiz").closest("a");
    // The same element stays in place (its space too); only its visibility changes.
    expect(hidden).toBe(serverLink);
    expect(hidden?.getAttribute("tabindex")).toBe("-1");
    expect(hidden?.className).toMatch(/completed/);
  });

  it("hides itself when results are saved in another tab", () => {
    render(<QuizCta />);
    expect(screen.getByRole("link", { name: "Take the Quiz" })).toBeTruthy();

    act(() => {
      localStorage.setItem("quizResultsInfo", JSON.stringify(["RW-CORE-1"]));
      window.dispatchEvent(new StorageEvent("storage", { key: "quizResultsInfo" }));
    });

    expect(screen.queryByRole("link", { name: "Take the Quiz" })).toBeNull();
  });
});
