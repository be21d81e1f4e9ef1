"use client";

import { usePathname } from "next/navigation";
import { type ComponentType, useEffect, useState } from "react";

import styles from "./SessionMessages.module.css";

/** Whether the `messages` cookie holds anything (lib/session/messages.ts reads it properly). */
function hasMessages(cookies: string): boolean {
  return /(?:^|;\s*)messages=[^;\s]/.test(cookies);
}

/**
 * Where session messages show. Most pages have none: the code that shows them (SessionMessages)
 * loads only when the `messages` cookie holds some, on this page or after a navigation, and stays
 * once loaded; until then the same empty container holds the place.
 */
export function SessionMessagesSlot() {
  const pathname = usePathname();
  const [Messages, setMessages] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (Messages || !hasMessages(document.cookie)) return;
    void import("./SessionMessages").then(({ SessionMessages }) => setMessages(() => SessionMessages));
  }, [pathname, Messages]);

  return Messages ? <Messages /> : <div className={styles.messages} data-session-messages />;
}
