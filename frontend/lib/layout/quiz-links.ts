/**
 * The hair quiz is offered only while it exists: the chrome lists the quiz paths at which a live
 * page answers (`quiz_paths`), and every link to a quiz not listed is left out, so no call to
 * action leads to a 404. Publishing the quiz page brings the links back by themselves.
 */
import { siteUrl } from "@/lib/config";
import type { Chrome, LinkGroup, NavItem } from "@/lib/layout/chrome";

export type QuizLine = "men" | "women";

/** Each line's quiz page, as the backend lists it in `quiz_paths`. */
export const QUIZ_PATHS: Record<QuizLine, string> = { women: "/quiz/", men: "/men/quiz/" };

/** The path of an internal link: a path, or an address on the shop's own origin (SITE_URL). */
function internalPath(href: string): string | null {
  if (href.startsWith("/")) return href.startsWith("//") ? null : href;
  try {
    const url = new URL(href);
    return url.origin === new URL(siteUrl()).origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/** The quiz page a link leads to (with or without its trailing slash, query or hash), or null. */
export function quizPathOf(href: string | null | undefined): string | null {
  const path = href ? internalPath(href.trim())?.split(/[?#]/, 1)[0] : null;
  if (!path) return null;
  const withSlash = path.endsWith("/") ? path : `${path}/`;
  return Object.values(QUIZ_PATHS).find((quizPath) => quizPath === withSlash.toLowerCase()) ?? null;
}

/** Whether a link leads to a quiz that cannot be taken now. */
export function isClosedQuizLink(href: string | null | undefined, livePaths: readonly string[]): boolean {
  const quizPath = quizPathOf(href);
  return quizPath !== null && !livePaths.includes(quizPath);
}

/** Whether a line's quiz can be taken now. */
export function quizIsLive(line: QuizLine, livePaths: readonly string[]): boolean {
  return livePaths.includes(QUIZ_PATHS[line]);
}

/** The chrome without links to a quiz that cannot be taken: menu items, dropdown links, cards and
 * See All buttons, accordion and footer links, account menu entries (groups left empty go too). */
export function withoutClosedQuizLinks(chrome: Chrome): Chrome {
  const live = chrome.quiz_paths;
  const open = (link: { url: string }) => !isClosedQuizLink(link.url, live);
  const groups = (list: LinkGroup[]) =>
    list.map((group) => ({ ...group, links: group.links.filter(open) })).filter((group) => group.links.length > 0);
  const menuItem = (item: NavItem): NavItem => ({
    ...item,
    columns: item.columns
      .map((column) => ({
        ...column,
        links: column.links.filter(open).map((link) => ({ ...link, sub_links: link.sub_links.filter(open) })),
      }))
      .filter((column) => column.links.length > 0),
    cards: item.cards.filter(open),
    see_all: item.see_all && open(item.see_all) ? item.see_all : null,
  });
  return {
    ...chrome,
    menu: chrome.menu.filter((item) => item.kind !== "link" || open(item)).map(menuItem),
    mobile_accordions: groups(chrome.mobile_accordions),
    footer_columns: groups(chrome.footer_columns),
    account_menu: chrome.account_menu
      .filter(open)
      .map((entry) => ({ ...entry, sub_links: entry.sub_links.filter(open) })),
    ribbon: chrome.ribbon && {
      ...chrome.ribbon,
      ribbonText: withoutClosedQuizAnchors(chrome.ribbon.ribbonText, live),
      ribbonLink: open({ url: chrome.ribbon.ribbonLink }) ? chrome.ribbon.ribbonLink : "",
    },
  };
}

// Blocks whose whole point is their button: without it they are left out.
const BUTTON_BLOCKS: Record<string, string> = { CtaBlock: "button_link" };
const LINK_KEY = /(?:^|_)(?:link|url|href)$/;
const DROPPED = Symbol("dropped");
const ANCHOR = /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a>/gi;

/**
 * CMS page data (stream blocks, at any depth) without links to a quiz that cannot be taken: a
 * call-to-action band that leads there is dropped; a hero's, card's or teaser's link to it is
 * emptied (the block renders without its button); a rich-text link to it keeps its words only.
 */
export function withoutClosedQuizLinksIn<T>(value: T, livePaths: readonly string[]): T {
  return prune(value, livePaths) as T;
}

/** Rich text whose links to a quiz that cannot be taken keep their words only. */
export function withoutClosedQuizAnchors(html: string, live: readonly string[]): string {
  if (!html.includes("<a")) return html;
  return html.replace(ANCHOR, (anchor: string, _quote: string, href: string, text: string) =>
    isClosedQuizLink(href, live) ? text : anchor,
  );
}

function prune(value: unknown, live: readonly string[]): unknown {
  if (typeof value === "string") return withoutClosedQuizAnchors(value, live);
  if (Array.isArray(value)) {
    return value.map((item) => prune(item, live)).filter((item) => item !== DROPPED);
  }
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const buttonKey = typeof record.__typename === "string" ? BUTTON_BLOCKS[record.__typename] : undefined;
  if (buttonKey && typeof record[buttonKey] === "string" && isClosedQuizLink(record[buttonKey], live)) return DROPPED;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    result[key] = LINK_KEY.test(key) && typeof item === "string" && isClosedQuizLink(item, live) ? "" : prune(item, live);
  }
  return result;
}
