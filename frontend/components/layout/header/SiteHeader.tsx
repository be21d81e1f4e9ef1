import type { Chrome } from "@/lib/layout/chrome";

import { FullHeader } from "./FullHeader";
import { Logo } from "./../Logo";
import { HeaderIcons } from "./HeaderIcons";
import styles from "./Header.module.css";
import { Ribbon } from "./Ribbon";
import { backLinkLabel, shopHref } from "@/lib/layout/chrome-rules";
import { NavAnchor } from "../navigation/NavAnchor";

export type HeaderOptions = {
  headerType: string;
  hideRibbon: boolean;
  whiteHeader: boolean;
  path: string;
};

/** The header a page's layout asks for: default, simple, really simple or none. */
export function SiteHeader({ chrome, options }: { chrome: Chrome; options: HeaderOptions }) {
  const ribbon = options.hideRibbon ? null : chrome.ribbon;
  switch (options.headerType) {
    case "none":
      return null;
    case "really_simple":
      return (
        <header className={styles.header} data-header="really-simple">
          {ribbon?.ispromo && <Ribbon ribbon={ribbon} />}
          <div className={`${styles.bar} ${styles.centered}`}>
            <Logo brandName={chrome.brand_name} section={chrome.section === "men" ? "men" : "women"} />
          </div>
        </header>
      );
    case "simple":
      return (
        <header className={styles.header} data-header="simple">
          <div className={`${styles.bar} ${styles.simpleBar}`}>
            <NavAnchor href={shopHref(chrome.section === "men" ? "men" : "women")} className={styles.backLink}>
              <span aria-hidden="true" className={styles.backChevron}>
                ‹
              </span>
              <span className={styles.backLabel}>{backLinkLabel(options.path)}</span>
            </NavAnchor>
            <Logo brandName={chrome.brand_name} section={chrome.section === "men" ? "men" : "women"} />
            <HeaderIcons />
          </div>
        </header>
      );
    default:
      return <FullHeader chrome={chrome} ribbon={ribbon} white={options.whiteHeader} />;
  }
}
