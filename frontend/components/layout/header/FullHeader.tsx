import Link from "next/link";

import type { Chrome, Ribbon as RibbonContent } from "@/lib/graphql/chrome";
import { mobileAccordions, quizHref, shopHref } from "@/lib/layout/chrome-rules";

import { Logo } from "../Logo";
import { DesktopNav } from "../navigation/DesktopNav";
import { MobileNav } from "../navigation/MobileNav";
import { NavAnchor } from "../navigation/NavAnchor";
import styles from "./Header.module.css";
import { HeaderIcons } from "./HeaderIcons";
import { Ribbon } from "./Ribbon";
import { SiteSwitcher } from "./SiteSwitcher";

type Props = { chrome: Chrome; ribbon: RibbonContent | null; white: boolean };

/** The women's main header or the men's header: ribbon, navigation, logo and icons. */
export function FullHeader({ chrome, ribbon, white }: Props) {
  const section = chrome.section === "men" ? "men" : "women";
  return (
    <>
      {section === "women" && <SiteSwitcher current="women" />}
      {ribbon && <Ribbon ribbon={ribbon} />}
      {section === "men" && (
        <nav aria-label="Sites" className={styles.mensSwitchRow}>
          <Link href="/">Women</Link>
          <NavAnchor href="/skin/">Skin</NavAnchor>
          <Link href={quizHref("men")}>Take the Quiz</Link>
        </nav>
      )}
      {/* Only the bar stays on screen while scrolling; the rows above it scroll away. */}
      <header
        className={`${styles.header} ${styles.sticky} ${white ? styles.white : ""}`}
        data-header={section === "men" ? "men" : "main"}
      >
        <div className={styles.bar} data-header-bar>
          <MobileNav
            accordions={mobileAccordions(chrome)}
            links={chrome.menu.filter((item) => item.kind === "link")}
            socialLinks={chrome.social_links}
            shopHref={shopHref(section)}
            lockScroll={section === "men"}
          />
          <Logo brandName={chrome.brand_name} section={section} />
          <DesktopNav items={chrome.menu} />
          <div className={styles.actions}>
            <Link href={quizHref(section)} className={styles.quizLink}>
              Take the Quiz
            </Link>
            <HeaderIcons />
          </div>
        </div>
      </header>
    </>
  );
}
