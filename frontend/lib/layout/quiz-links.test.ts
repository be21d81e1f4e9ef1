import { afterEach, describe, expect, it, vi } from "vitest";

import type { Chrome } from "@/lib/layout/chrome";

import {
  isClosedQuizLink,
  quizIsLive,
  quizPathOf,
  withoutClosedQuizAnchors,
  withoutClosedQuizLinks,
  withoutClosedQuizLinksIn,
} from "./quiz-links";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("quizPathOf", () => {
  it("knows each line's quiz, however the link is written", () => {
    vi.stubEnv("SITE_URL", "https://www.rootwell.example");
    expect(quizPathOf("/quiz/")).toBe("/quiz/");
    expect(quizPathOf("/quiz")).toBe("/quiz/");
    expect(quizPathOf("/quiz/?skip=true")).toBe("/quiz/");
    expect(quizPathOf("/men/quiz#start")).toBe("/men/quiz/");
    expect(quizPathOf("https://www.rootwell.example/men/quiz/")).toBe("/men/quiz/");
  });

  it("is null for other pages and for other sites", () => {
    vi.stubEnv("SITE_URL", "https://www.rootwell.example");
    expect(quizPathOf("/hair-wellness-quiz-intro/")).toBeNull();
    expect(quizPathOf("/science/quiz/")).toBeNull();
    expect(quizPathOf("https://elsewhere.example/quiz/")).toBeNull();
    expect(quizPathOf("//elsewhere.example/quiz/")).toBeNull();
    expect(quizPathOf("")).toBeNull();
    expect(quizPathOf(null)).toBeNull();
  });
});

describe("isClosedQuizLink and quizIsLive", () => {
  it("close the links to a quiz whose page is not live, and only those", () => {
    expect(isClosedQuizLink("/quiz/", [])).toBe(true);
    expect(isClosedQuizLink("/quiz/", ["/men/quiz/"])).toBe(true);
    expect(isClosedQuizLink("/men/quiz/", ["/men/quiz/"])).toBe(false);
    expect(isClosedQuizLink("/products/", [])).toBe(false);
    expect(quizIsLive("women", ["/men/quiz/"])).toBe(false);
    expect(quizIsLive("men", ["/men/quiz/"])).toBe(true);
  });
});

const navLink = (label: string, url: string) => ({ __typename: "NavLink" as const, label, url });
const item = (fields: Record<string, unknown>) => ({
  __typename: "NavItem",
  kind: "link",
  url: "",
  mobile_only: false,
  columns: [],
  cards: [],
  see_all: null,
  ...fields,
});

function chromeWith(quiz_paths: string[]): Chrome {
  return {
    section: "women",
    brand_name: "Rootwell",
    menu: [
      item({ label: "Results", url: "/results/" }),
      item({ label: "Hair Quiz", url: "/quiz/" }),
      item({
        kind: "dropdown",
        label: "Shop",
        columns: [
          {
            heading: "Start here",
            links: [{ ...navLink("Hair Wellness Quiz", "/quiz/"), sub_links: [] }],
          },
          {
            heading: "Products",
            links: [{ ...navLink("Core", "/core/"), sub_links: [navLink("Quiz first", "/quiz/?skip=true")] }],
          },
        ],
        cards: [{ name: "Quiz", text: "", url: "/quiz/", image: null }],
        see_all: navLink("Take the quiz", "/quiz/"),
      }),
    ],
    mobile_accordions: [
      { heading: "Start", links: [navLink("Hair Wellness Quiz", "/quiz/")] },
      { heading: "Scalp", links: [navLink("Serum", "/scalp/hair-serum/"), navLink("Quiz", "/quiz")] },
    ],
    footer_columns: [{ heading: "Hair Wellness", links: [navLink("Men's quiz", "/men/quiz/"), navLink("FAQ", "/faq/")] }],
    account_menu: [{ ...navLink("Quiz", "/quiz/"), sub_links: [] }, { ...navLink("Orders", "/account/orders/"), sub_links: [] }],
    social_links: [],
    ad_choices_url: "",
    chat_widget_enabled: false,
    ribbon: { ribbonText: '<p>New: <a href="/quiz/">the quiz</a></p>', ispromo: false, ribbonLink: "/quiz/", personalized_text: "" },
    quiz_paths,
  } as unknown as Chrome;
}

describe("withoutClosedQuizLinks", () => {
  it("leaves every link to a quiz that cannot be taken out of the menus, footer and ribbon", () => {
    const chrome = withoutClosedQuizLinks(chromeWith(["/men/quiz/"]));

    expect(chrome.menu.map((i) => i.label)).toEqual(["Results", "Shop"]);
    const shop = chrome.menu[1];
    expect(shop.columns.map((c) => c.heading)).toEqual(["Products"]);
    expect(shop.columns[0].links[0].sub_links).toEqual([]);
    expect(shop.cards).toEqual([]);
    expect(shop.see_all).toBeNull();
    expect(chrome.mobile_accordions.map((g) => [g.heading, g.links.map((l) => l.label)])).toEqual([["Scalp", ["Serum"]]]);
    // The men's quiz is live: its link stays.
    expect(chrome.footer_columns[0].links.map((l) => l.url)).toEqual(["/men/quiz/", "/faq/"]);
    expect(chrome.account_menu.map((e) => e.label)).toEqual(["Orders"]);
    expect(chrome.ribbon).toMatchObject({ ribbonText: "<p>New: the quiz</p>", ribbonLink: "" });
  });

  it("keeps them all once both quizzes are live", () => {
    const original = chromeWith(["/quiz/", "/men/quiz/"]);
    expect(withoutClosedQuizLinks(original)).toEqual(original);
  });
});

describe("withoutClosedQuizLinksIn (CMS page data)", () => {
  const page = {
    __typename: "HomePage",
    title: "Home",
    body: [
      { __typename: "HeroBlock", id: "1", heading: "Grow", cta_label: "Take the Quiz", cta_link: "/quiz/" },
      { __typename: "CtaBlock", id: "2", heading: "Start", button_label: "Take the Quiz", button_link: "/men/quiz/" },
      { __typename: "CtaBlock", id: "3", heading: "Shop", button_label: "Shop", button_link: "/products/" },
      { __typename: "CardsBlock", id: "4", cards: [{ title: "Quiz", link: "/quiz/" }, { title: "FAQ", link: "/faq/" }] },
      {
        __typename: "FaqListBlock",
        id: "5",
        items: [{ question: "Which?", answer: '<p>Take the <a href="/quiz/">Hair Quiz</a> or <a href="/faq/">read on</a>.</p>' }],
      },
    ],
  };

  it("drops call-to-action bands to a closed quiz, empties other links to it and unwraps rich-text links", () => {
    const pruned = withoutClosedQuizLinksIn(page, []);

    expect(pruned.body.map((block) => block.id)).toEqual(["1", "3", "4", "5"]);
    expect(pruned.body[0]).toMatchObject({ heading: "Grow", cta_link: "" });
    expect(pruned.body[2]).toMatchObject({ cards: [{ title: "Quiz", link: "" }, { title: "FAQ", link: "/faq/" }] });
    expect(pruned.body[3]).toMatchObject({
      items: [{ answer: '<p>Take the Hair Quiz or <a href="/faq/">read on</a>.</p>' }],
    });
  });

  it("changes nothing while both quizzes are live", () => {
    expect(withoutClosedQuizLinksIn(page, ["/quiz/", "/men/quiz/"])).toEqual(page);
  });
});

describe("withoutClosedQuizAnchors", () => {
  it("keeps other links and attributes as written", () => {
    const html = `<a class="x" href='/quiz/?skip=true'>Go</a> <a href="/men/quiz/" target="_blank">Men</a>`;
    expect(withoutClosedQuizAnchors(html, ["/men/quiz/"])).toBe('Go <a href="/men/quiz/" target="_blank">Men</a>');
  });
});
