"use client";

import { useEffect } from "react";

import { mentionsSubscription, trackAccountError, trackSubscriptionError } from "@/lib/analytics/account-events";

import styles from "./Account.module.css";
import { useAccountIdentity } from "./AccountIdentity";

type Props = {
  message: string;
  /** What went wrong where, for analytics (Account Error Viewed). */
  context: string;
  id?: string;
  className?: string;
};

/**
 * An error shown on an account page: announced (role=alert) and reported once per message as
 * Account Error Viewed, and also as Account Subscription Error Viewed when it is about a
 * subscription.
 */
export function AccountAlert({ message, context, id, className }: Props) {
  const identity = useAccountIdentity();
  const email = identity?.email;
  const userId = identity?.user_id;
  useEffect(() => {
    trackAccountError({ context, message, path: window.location.pathname });
    if (email !== undefined && userId !== undefined && mentionsSubscription(message)) {
      trackSubscriptionError({ email, user_id: userId });
    }
  }, [message, context, email, userId]);

  return (
    <p id={id} role="alert" className={className ?? styles.alert}>
      {message}
    </p>
  );
}
