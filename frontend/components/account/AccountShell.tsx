import type { ReactNode } from "react";

import { DEFAULT_LAYOUT, StorefrontShell } from "@/components/layout/StorefrontShell";
import { fetchChrome } from "@/lib/layout/chrome";

import styles from "./Account.module.css";
import { AccountMenu } from "./AccountMenu";

/** Every account page: the reduced header with its Shop link and no ribbon, the account menu,
 * and the usual footer; account pages stay out of search engines. */
const ACCOUNT_LAYOUT = { ...DEFAULT_LAYOUT, header_type: "simple", hide_ribbon: true, robots_noindex: true };

export async function AccountShell({ children }: { children: ReactNode }) {
  // The shell fetches the same chrome; the request's client answers both from one call.
  const chrome = await fetchChrome("women");
  return (
    <StorefrontShell path="/account/" layout={ACCOUNT_LAYOUT} belowHeader={<AccountMenu entries={chrome.account_menu} />}>
      <div className={styles.page}>{children}</div>
    </StorefrontShell>
  );
}
