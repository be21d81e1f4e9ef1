"use client";

import { useEffect } from "react";

import { Button } from "@/components/ui/Button";
import { trackAccountError } from "@/lib/analytics/account-events";

import styles from "./Account.module.css";

/** An account page that could not load: said plainly, with a retry, and reported to analytics. */
export function AccountErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    trackAccountError({ context: "page_failed", path: window.location.pathname, digest: error.digest });
  }, [error]);

  return (
    <div className={styles.empty} role="alert">
      <p>Something went wrong while loading your account. Please try again.</p>
      <Button onClick={reset}>Try Again</Button>
    </div>
  );
}
