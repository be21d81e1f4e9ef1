"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";

import {
  MESSAGES_CLEAR_DELAY_MS,
  messageRole,
  messagesCookieValue,
  messagesFromCookieHeader,
  messageTone,
  withoutMessages,
  writeMessagesCookie,
  type SessionMessage,
} from "@/lib/session/messages";

import styles from "./SessionMessages.module.css";

type Shown = SessionMessage & { id: number };

// The messages on screen: the page shell draws them, dismiss buttons remove them one by one.
let shown: Shown[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function show(messages: Shown[]) {
  if (messages.length === 0 && shown.length === 0) return;
  shown = messages;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: Shown[] = [];

/** Takes the messages shown out of the cookie. Only those: a message server code added since
 * (an action that is about to navigate, say) stays for the page it was meant for. */
function forget(read: SessionMessage[]) {
  if (read.length === 0) return;
  writeMessagesCookie(withoutMessages(messagesCookieValue(document.cookie), read));
}



// Messages read by a component that went away before it took them out of the cookie: the next
// page's component takes them out before reading, unless it is the same page mounted again.
let unmounted: { pathname: string; read: SessionMessage[]; timer: number } | null = null;

function forgetUnmounted() {
  if (!unmounted) return;
  window.clearTimeout(unmounted.timer);
  forget(unmounted.read);
  unmounted = null;
}

/**
 * Session messages: read from the `messages` cookie on every page, which
 * is cleared 250 ms later; a navigation replaces what was shown; each can be dismissed; errors
 * are alerts, the rest announced politely; those about a subscription look like an info banner.
 */
export function SessionMessages() {
  const pathname = usePathname();
  const messages = useSyncExternalStore(subscribe, () => shown, () => NONE);

  useEffect(() => {
    let read: SessionMessage[];
    if (unmounted?.pathname === pathname) {
      // Mounted again in place (React's development double run): the same messages, read once.
      window.clearTimeout(unmounted.timer);
      read = unmounted.read;
      unmounted = null;
    } else {
      forgetUnmounted();
      read = messagesFromCookieHeader(document.cookie);
    }
    show(read.map((message) => ({ ...message, id: nextId++ })));

    let forgotten = false;
    const done = () => {
      if (!forgotten) forget(read);
      forgotten = true;
    };
    // Also when the visitor leaves sooner, so the next page does not say it all again.
    const timer = window.setTimeout(done, MESSAGES_CLEAR_DELAY_MS);
    window.addEventListener("pagehide", done);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", done);
      if (forgotten) return;
      forgotten = true;
      unmounted = { pathname, read, timer: window.setTimeout(forgetUnmounted, 0) };
    };
  }, [pathname]);

  return (
    <div className={styles.messages} data-session-messages>
      {messages.map((message) => {
        const tone = messageTone(message);
        return (
          <div key={message.id} className={`${styles.message} ${styles[tone]}`} data-message-type={tone}>
            <p className={styles.text} role={messageRole(message)}>
              {message.text}
            </p>
            <button
              type="button"
              className={styles.dismiss}
              aria-label="Dismiss message"
              onClick={() => show(shown.filter((other) => other.id !== message.id))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        );
      })}
    </div>
  );
}
