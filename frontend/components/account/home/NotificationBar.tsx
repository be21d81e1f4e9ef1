"use client";

import { useEffect, useRef } from "react";

import { NavAnchor } from "@/components/layout/navigation/NavAnchor";
import { type AccountNotification, SUBSCRIPTION_PAYMENT_FAILED } from "@/lib/account/notifications";
import { sessionDismissals, useDismissed } from "@/lib/ui/session-dismissals";
import { trackAccountNotification, trackSubscriptionError } from "@/lib/analytics/account-events";

import { useAccountIdentity } from "../AccountIdentity";

import styles from "./home.module.css";

/** Dismissed notifications stay hidden for the rest of the browser session. */
export const DISMISSED_KEY = "accountNotificationsDismissed";
const DISMISSALS = sessionDismissals(DISMISSED_KEY, "rootwell:notifications-dismissed");

/**
 * The account home's notification bar: error, warning
 * and beige messages, each with its action (schedule, learnMore) and a close button. Shown, action
 * clicks and closes are reported to analytics. Drawn in the browser only, where dismissals are known.
 */
export function NotificationBar({ notifications }: { notifications: AccountNotification[] }) {
  // Null on the server and while hydrating: nothing is drawn until dismissals have been read.
  const dismissed = useDismissed(DISMISSALS);
  const visible = dismissed ? notifications.filter((notice) => !dismissed.has(notice.id)) : [];
  const reported = useRef(new Set<string>());
  const visibleKey = visible.map((notice) => notice.id).join("\n");
  const signedIn = useAccountIdentity() !== null;

  useEffect(() => {
    for (const notice of notifications) {
      if (!visibleKey.split("\n").includes(notice.id) || reported.current.has(notice.id)) continue;
      reported.current.add(notice.id);
      trackAccountNotification("Shown", notice);
      if (notice.name === SUBSCRIPTION_PAYMENT_FAILED && signedIn) trackSubscriptionError();
    }
  }, [visibleKey, notifications, signedIn]);

  if (visible.length === 0) return null;
  return (
    <section aria-label="Notifications" className={styles.notifications}>
      <ul>
        {visible.map((notice) => (
          <li key={notice.id} className={`${styles.notification} ${styles[notice.type]}`} data-type={notice.type}>
            <p>{notice.text}</p>
            {notice.action && (
              <NavAnchor
                href={notice.action.href}
                className={styles.notificationAction}
                onClick={() => trackAccountNotification("Clicked", notice)}
              >
                {notice.action.label}
              </NavAnchor>
            )}
            <button
              type="button"
              className={styles.notificationClose}
              aria-label={`Dismiss: ${notice.text}`}
              onClick={() => {
                trackAccountNotification("Closed", notice);
                DISMISSALS.dismiss(notice.id);
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
