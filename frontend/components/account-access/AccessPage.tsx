import type { ReactNode } from "react";

import { DEFAULT_LAYOUT, StorefrontShell } from "@/components/layout/StorefrontShell";

import styles from "./AccountAccess.module.css";

// The simple header (Continue Shopping on login and register pages).
const ACCESS_LAYOUT = { ...DEFAULT_LAYOUT, header_type: "simple", footer_type: "simple" };

type Props = { path: string; title: string; children: ReactNode };

/** The frame of the sign-in, sign-up, password and log-out pages. */
export function AccessPage({ path, title, children }: Props) {
  return (
    <StorefrontShell path={path} layout={ACCESS_LAYOUT}>
      <div className={styles.page}>
        {title && <h1 className={styles.title}>{title}</h1>}
        {children}
      </div>
    </StorefrontShell>
  );
}
