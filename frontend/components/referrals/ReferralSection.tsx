"use client";

import { lazy, Suspense } from "react";

import type { ReferralOperation } from "./ReferralPanel";

// Loaded after the page's first JavaScript: content pages share one bundle, and only two of them
// show this panel.
const ReferralPanel = lazy(() => import("./ReferralPanel").then((module) => ({ default: module.ReferralPanel })));

/** The referral pages' panel (ReferralPanel), its code fetched on demand. */
export function ReferralSection({ operation }: { operation: ReferralOperation }) {
  return (
    <Suspense fallback={null}>
      <ReferralPanel operation={operation} />
    </Suspense>
  );
}
