import Link from "next/link";

import { ByRole } from "@/components/account-access/ByRole";
import { QuizCta } from "@/components/quiz/QuizCta";
import { SearchButton } from "@/components/search/SearchButton";
import { Button } from "@/components/ui/Button";
import {
  RecordSearchQueryDocument,
  SearchArticleDocument,
  SearchOverlayDocument,
  SearchRecommendationsDocument,
} from "@/lib/graphql/generated/graphql";
import { browserOperation } from "@/lib/graphql/browser-operation";
import type { Chrome, Ribbon as RibbonContent } from "@/lib/layout/chrome";
import type { SearchOperations } from "@/lib/search/api";
import { skinSiteUrl } from "@/lib/layout/skin-site";
import { ACCOUNT_PATH } from "@/lib/session/routes";
import { mobileAccordions, shopHref } from "@/lib/layout/chrome-rules";
import { quizIsLive } from "@/lib/layout/quiz-links";

import { BurgerIcon, ChevronIcon, CloseIcon, SearchIcon } from "../icons";
import { Logo } from "../Logo";
import { DesktopNav } from "../navigation/DesktopNav";
import { MobileNav } from "../navigation/MobileNav";
import { NavAnchor } from "../navigation/NavAnchor";
import navStyles from "../navigation/Navigation.module.css";
import styles from "./Header.module.css";
import { HeaderIcons } from "./HeaderIcons";
import { Ribbon } from "./Ribbon";
import { SiteSwitcher } from "./SiteSwitcher";
import { StickyHeader } from "./StickyHeader";

// Printed here: the search overlay gets its queries as text (see BrowserOperation).
const searchOperations: SearchOperations = {
  search: browserOperation(SearchOverlayDocument),
  article: browserOperation(SearchArticleDocument),
  recommendations: browserOperation(SearchRecommendationsDocument),
  recordQuery: browserOperation(RecordSearchQueryDocument),
};

type Props = { chrome: Chrome; ribbon: RibbonContent | null; white: boolean };

/** The women's main header or the men's header: ribbon, navigation, logo and icons. */
export function FullHeader({ chrome, ribbon, white }: Props) {
  const section = chrome.section === "men" ? "men" : "women";
  // The quiz call to action shows only while the line's quiz page is live.
  const quiz = quizIsLive(section, chrome.quiz_paths);
  return (
    <>
      {section === "women" && <SiteSwitcher current="women" />}
      {ribbon && <Ribbon ribbon={ribbon} />}
      {section === "men" && (
        <nav aria-label="Sites" className={styles.mensSwitchRow}>
          <Link href="/">Women</Link>
          <NavAnchor href={skinSiteUrl()}>Skin</NavAnchor>
          <ByRole
            visitor={quiz ? <QuizCta line="men" variant="secondary" className={styles.switchRowQuiz} /> : null}
            customer={
              <Button href={ACCOUNT_PATH} variant="secondary" prefetch={false} className={styles.switchRowQuiz}>
                My Account
              </Button>
            }
          />
        </nav>
      )}
      {/* Only the bar stays on screen while scrolling; the rows above it scroll away. */}
      <StickyHeader
        className={`${styles.header} ${styles.sticky} ${white ? styles.white : ""}`}
        kind={section === "men" ? "men" : "main"}
      >
        <div className={styles.bar} data-header-bar>
          <MobileNav
            accordions={mobileAccordions(chrome)}
            links={chrome.menu.filter((item) => item.kind === "link")}
            socialLinks={chrome.social_links}
            shopHref={shopHref(section)}
            lockScroll={section === "men"}
            openIcon={<BurgerIcon />}
            closeIcon={<CloseIcon />}
            burgerClass={navStyles.burger}
          />
          <Logo brandName={chrome.brand_name} section={section} />
          <DesktopNav items={chrome.menu} chevron={<ChevronIcon className={navStyles.chevron} />} />
          <div className={styles.actions}>
            {quiz && (
              <span className={styles.desktopQuiz}>
                <QuizCta line={section} />
              </span>
            )}
            <HeaderIcons
              search={
                <SearchButton
                  operations={searchOperations}
                  section={section}
                  quizLive={quiz}
                  className={`${styles.iconLink} ${styles.searchButton}`}
                  icon={<SearchIcon />}
                />
              }
            />
          </div>
        </div>
      </StickyHeader>
    </>
  );
}
