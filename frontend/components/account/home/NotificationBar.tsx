"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";

import { NavAnchor } from "@/components/layout/navigation/NavAnchor";
import { type AccountNotification, SUBSCRIPTION_PAYMENT_FAILED } from "@/lib/account/notifications";
import { browserStorage } from "@/lib/ui/storage";
import { trackAccountNotification, trackSubscriptionError } from "@/lib/analytics/account-events";

import { useAccountIdentity } from "../AccountIdentity";

import styles from "./home.module.css";

/** Dismissed notifications stay hidden for the rest of the browser session. */
export const DISMISSED_KEY = "accountNotificationsDismissed";
const CHANGED = "rootwell:notifications-dismissed";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

function dismissedSnapshot(): string {
  try {
    return browserStorage("sessionStorage")?.getItem(DISMISSED_KEY) ?? "[]";
  } catch {
    return "[]";
  }
}

function parseDismissed(snapshot: string | null): Set<string> | null {
  if (snapshot === null) return null;
  try {
    const ids: unknown = JSON.parse(snapshot);
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

function dismiss(id: string) {
  const ids = parseDismissed(dismissedSnapshot()) ?? new Set<string>();
  ids.add(id);
  try {
    browserStorage("sessionStorage")?.setItem(DISMISSED_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage refused: the notification is still hidden until the page is left.
  }
  window.dispatchEvent(new Event(CHANGED));
}


/**
 * The account home's notification bar: error, warning
 * and beige messages, each with its action (schedule, learnMore) and a close button. Shown, action
 * clicks and closes are reported to analytics. Drawn in the browser only, where dismissals are known.
 */
export function NotificationBar({ notifications }: { notifications: AccountNotification[] }) {
  // Null on the server and while hydrating: nothing is drawn until dismissals have been read.
  const snapshot = useSyncExternalStore(subscribe, dismissedSnapshot, () => null);
  const dismissed = parseDismissed(snapshot);
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
                dismiss(notice.id);
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
