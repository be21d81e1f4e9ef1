import Link from "next/link";

import { BRAND_NAME } from "@/lib/config";

import styles from "./layout.module.css";

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <nav aria-label="Sites" className={styles.siteSwitcher}>
        <Link href="/">Women</Link>
        <Link href="/men/">Men</Link>
        <Link href="/skin/" prefetch={false}>
          Skin
        </Link>
      </nav>
      <Link href="/" className={styles.logo} aria-label={`${BRAND_NAME} home`}>
        {BRAND_NAME}
      </Link>
    </header>
  );
}
