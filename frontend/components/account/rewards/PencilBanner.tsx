"use client";

// Loaded on demand (RewardsBannerSlot) for signed-in customers only: visitors never download it.
import { useEffect, useRef, useState } from "react";

import { trackAccountNotification } from "@/lib/analytics/account-events";
import { sessionDismissals, useDismissed } from "@/lib/ui/session-dismissals";
import type { BrowserOperation } from "@/lib/graphql/browser";
import { postGraphQL } from "@/lib/graphql/browser";
import type { PencilBannerQuery, PencilBannerQueryVariables } from "@/lib/graphql/generated/graphql";
import { type PencilBanner as Banner, pencilBanner } from "@/lib/rewards/rewards";

import styles from "./PencilBanner.module.css";

export type PencilBannerOperation = BrowserOperation<PencilBannerQuery, PencilBannerQueryVariables>;

/** Dismissed banners (by key) stay hidden for the rest of the browser session. */
export const DISMISSED_KEY = "pencilBannerDismissed";
const DISMISSALS = sessionDismissals(DISMISSED_KEY, "rootwell:pencil-banner-dismissed");
/** The banner is a standard (not an error) account notification for analytics. */
const NOTIFICATION_TYPE = "standard";

/**
 * The pencil banner under the header: the customer's next reward (or, without a subscription, a
 * push to subscribe), linking to where it is taken up; closable for the session. Shown, clicked
 * and closed are reported as Account Notification events.
 */
export default function PencilBanner({ operation }: { operation: PencilBannerOperation }) {
  const [banner, setBanner] = useState<Banner | null>(null);
  // Null on the server and while hydrating: nothing is drawn until dismissals have been read.
  const dismissed = useDismissed(DISMISSALS);
  const reported = useRef(new Set<string>());

  useEffect(() => {
    let current = true;
    postGraphQL(operation, {}).then((result) => {
      // Nothing to show when the shop cannot say: the banner is a nicety, never an error.
      if (current && result.kind === "data") {
        setBanner(pencilBanner(result.data.customer.next_reward, result.data.subscriptions.subscriptions));
      }
    });
    return () => {
      current = false;
    };
  }, [operation]);

  const visible = banner && dismissed !== null && !dismissed.has(banner.key) ? banner : null;
  const notification = visible ? { name: visible.name, type: NOTIFICATION_TYPE } : null;

  useEffect(() => {
    if (!visible || reported.current.has(visible.key)) return;
    reported.current.add(visible.key);
    trackAccountNotification("Shown", { name: visible.name, type: NOTIFICATION_TYPE });
  }, [visible]);

  if (!visible || !notification) return null;
  return (
    <aside className={styles.banner} aria-label="Your rewards" data-pencil-banner={visible.type}>
      <a className={styles.link} href={visible.href} onClick={() => trackAccountNotification("Clicked", notification)}>
        {visible.text}
      </a>
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss this offer"
        onClick={() => {
          trackAccountNotification("Closed", notification);
          DISMISSALS.dismiss(visible.key);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
