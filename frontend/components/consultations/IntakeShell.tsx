import type { ReactNode } from "react";

import { DEFAULT_LAYOUT, StorefrontShell } from "@/components/layout/StorefrontShell";

import styles from "./consultations.module.css";

/** The intake and its confirmation: the simple header, no ribbon, out of search engines. */
const INTAKE_LAYOUT = { ...DEFAULT_LAYOUT, header_type: "simple", hide_ribbon: true, robots_noindex: true };

export function IntakeShell({ path, children }: { path: string; children: ReactNode }) {
  return (
    <StorefrontShell path={path} layout={INTAKE_LAYOUT}>
      <div className={styles.page}>{children}</div>
    </StorefrontShell>
  );
}
