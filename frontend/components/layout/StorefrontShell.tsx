import type { ReactNode } from "react";

import { CustomerSessionProbe } from "@/components/account-access/CustomerSessionProbe";
import { SessionMessagesSlot as SessionMessages } from "@/components/account-access/SessionMessagesSlot";
import { MiniCart } from "@/components/cart/MiniCart";
import {
  CartPageRemoveLineDocument,
  CartPageUpdateQuantityDocument,
  HeaderCustomerDocument,
  type PageLayoutFragment,
  PencilBannerDocument,
  VisitorCartDocument,
} from "@/lib/graphql/generated/graphql";
import { scrollRestorationMarker } from "@/lib/ui/scroll-memory";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { fetchChrome } from "@/lib/layout/chrome";
import { isAccountPath, sectionForPath } from "@/lib/layout/chrome-rules";

import { SiteFooter } from "./footer/SiteFooter";
import { RewardsBannerSlot } from "./header/RewardsBannerSlot";
import { SiteHeader } from "./header/SiteHeader";
import styles from "./layout.module.css";

// Printed here: the browser gets the query as text (see BrowserOperation).
const headerCustomer = browserOperation(HeaderCustomerDocument);
const visitorCart = browserOperation(VisitorCartDocument);
const pencilBanner = browserOperation(PencilBannerDocument);
// The mini cart changes quantities and removes lines with the cart page's own mutations.
const miniCartChanges = {
  updateQuantity: browserOperation(CartPageUpdateQuantityDocument),
  removeLine: browserOperation(CartPageRemoveLineDocument),
};

type Layout = Omit<PageLayoutFragment, "__typename" | "storefront_path">;

/** What a page without layout data of its own (a 404, say) gets. */
export const DEFAULT_LAYOUT: Layout = {
  header_type: "default",
  footer_type: "default",
  robots_noindex: false,
  hide_ribbon: false,
  scroll_restoration: true,
  main_padding: false,
  white_header: false,
};

type Props = {
  path: string;
  layout?: Layout;
  /** The 404 page is also built ahead of time, when there is no backend to fetch menus from. */
  chromeOptional?: boolean;
  /** Drawn between the header and the page (the account menu). */
  belowHeader?: ReactNode;
  children: ReactNode;
};

/** Header, main and footer around a storefront page, chosen by the page's layout fields. */
export async function StorefrontShell({ path, layout = DEFAULT_LAYOUT, chromeOptional, belowHeader, children }: Props) {
  const chrome = await fetchChrome(sectionForPath(path)).catch((error) => {
    if (chromeOptional) return null;
    throw error;
  });
  if (!chrome) {
    return (
      <main id="main">
        <SessionMessages />
        {children}
      </main>
    );
  }
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <SiteHeader
        chrome={chrome}
        options={{
          headerType: layout.header_type,
          hideRibbon: layout.hide_ribbon || isAccountPath(path),
          whiteHeader: layout.white_header,
          path,
        }}
      />
      {/* The rewards banner is an account notification, not the promotional ribbon: account pages
          show it too. Headers reduced to a logo (checkout, partner pages) go without. */}
      {(layout.header_type === "default" || layout.header_type === "simple") && <RewardsBannerSlot operation={pencilBanner} />}
      {belowHeader}
      <main
        id="main"
        className={layout.main_padding ? styles.padded : undefined}
        {...scrollRestorationMarker(layout.scroll_restoration)}
      >
        {/* First in main, so "Skip to content" lands on what the last action has to say. */}
        <SessionMessages />
        {children}
      </main>
      <SiteFooter chrome={chrome} footerType={layout.footer_type} />
      <CustomerSessionProbe operation={headerCustomer} />
      <MiniCart loadCart={visitorCart} changes={miniCartChanges} />
    </>
  );
}
