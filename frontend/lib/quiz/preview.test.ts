import { describe, expect, it } from "vitest";

import { previewAnswersOf, PREVIEW_ANSWERS_PARAM, quizPreviewHref, quizPreviewStartHref } from "./preview";

describe("quiz preview addresses", () => {
  const answers = [
    { question: "age", answers: ["18-44"] },
    { question: "lifestyle", answers: ["stressed", "city"] },
  ];

  it("carries the answers to the preview route and back", () => {
    const url = new URL(quizPreviewHref("tok:en/1", answers), "http://shop.test");

    expect(url.pathname).toBe("/preview/");
    expect(url.searchParams.get("token")).toBe("tok:en/1");
    expect(previewAnswersOf(url.searchParams.get(PREVIEW_ANSWERS_PARAM))).toEqual(answers);
  });

  it("starts the preview again from its intro", () => {
    expect(quizPreviewStartHref("a b")).toBe("/preview/?token=a+b");
  });

  it("reads nothing from a missing or mangled parameter", () => {
    expect(previewAnswersOf(undefined)).toBeNull();
    expect(previewAnswersOf("")).toBeNull();
    expect(previewAnswersOf("{not json")).toBeNull();
    expect(previewAnswersOf('{"question":"age"}')).toBeNull();
    expect(previewAnswersOf('[{"question":"age","answers":[1]}]')).toBeNull();
  });
});
