import Link from "next/link";

import type { Section } from "@/lib/layout/chrome";

import styles from "./Logo.module.css";

export function Logo({ brandName, section }: { brandName: string; section: Section }) {
  return (
    <Link href={section === "men" ? "/men/" : "/"} className={styles.logo} aria-label={`${brandName} home`}>
      {brandName}
      {section === "men" && <span className={styles.suffix}>Men</span>}
    </Link>
  );
}
