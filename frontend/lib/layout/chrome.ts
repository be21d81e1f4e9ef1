import { storefrontMediaUrl } from "@/lib/cms/media";
import { getClient } from "@/lib/graphql/cms-client";
import { StorefrontChromeDocument, type StorefrontChromeQuery } from "@/lib/graphql/generated/graphql";
import { withoutClosedQuizLinks } from "@/lib/layout/quiz-links";

export type Chrome = StorefrontChromeQuery["storefront_chrome"];
export type NavItem = Chrome["menu"][number];
export type LinkGroup = Chrome["footer_columns"][number];
export type Ribbon = NonNullable<Chrome["ribbon"]>;
export type Section = "women" | "men";

/** Menus, ribbon, footer and settings of a section; cached with the CMS pages and refreshed with them.
 * Links to a quiz that cannot be taken yet are left out (see quiz-links). */
export async function fetchChrome(section: Section): Promise<Chrome> {
  const { data } = await getClient().query({ query: StorefrontChromeDocument, variables: { section } });
  if (!data) throw new Error("The storefront chrome did not load.");
  return withoutClosedQuizLinks(withReachableImages(data.storefront_chrome));
}

/** Card images (the Science dropdown's) at addresses the browser can reach (see storefrontMediaUrl). */
function withReachableImages(chrome: Chrome): Chrome {
  return {
    ...chrome,
    menu: chrome.menu.map((item) => ({
      ...item,
      cards: item.cards.map((card) =>
        card.image ? { ...card, image: { ...card.image, url: storefrontMediaUrl(card.image.url) } } : card,
      ),
    })),
  };
}
