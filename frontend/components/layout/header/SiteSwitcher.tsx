import Link from "next/link";

import type { Section } from "@/lib/layout/chrome";

import { NavAnchor } from "../navigation/NavAnchor";
import styles from "./Header.module.css";

/** Women / Men / Skin above the women's header bar. */
export function SiteSwitcher({ current }: { current: Section }) {
  return (
    <nav aria-label="Sites" className={styles.siteSwitcher}>
      <Link href="/" aria-current={current === "women" ? "true" : undefined}>
        Women
      </Link>
      <Link href="/men/" aria-current={current === "men" ? "true" : undefined}>
        Men
      </Link>
      <NavAnchor href="/skin/">Skin</NavAnchor>
    </nav>
  );
}
