import Link from "next/link";

import type { Section } from "@/lib/layout/chrome";
import { skinSiteUrl } from "@/lib/layout/skin-site";

import { NavAnchor } from "../navigation/NavAnchor";
import styles from "./Header.module.css";

/** Women / Men / Skin above the women's header bar. */
export function SiteSwitcher({ current }: { current: Section }) {
  return (
    <nav aria-label="Sites" className={styles.siteSwitcher} data-track-links="Navigation Clicked" data-track-menu="site_switcher">
      <Link href="/" aria-current={current === "women" ? "true" : undefined}>
        Women
      </Link>
      <Link href="/men/" aria-current={current === "men" ? "true" : undefined}>
        Men
      </Link>
      {/* The skin line is a site of its own (SKIN_SITE_URL): a plain link, not the shop's router. */}
      <NavAnchor href={skinSiteUrl()}>Skin</NavAnchor>
    </nav>
  );
}
