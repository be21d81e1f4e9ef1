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
  const signedIn = useAccountIdentity() !== null;
  useEffect(() => {
    trackAccountError({ context, message, path: window.location.pathname });
    if (signedIn && mentionsSubscription(message)) trackSubscriptionError();
  }, [message, context, signedIn]);

  return (
    <p id={id} role="alert" className={className ?? styles.alert}>
      {message}
    </p>
  );
}
