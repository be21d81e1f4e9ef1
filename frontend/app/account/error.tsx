"use client";

import { AccountErrorView } from "@/components/account/AccountErrorView";

export default function AccountError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <AccountErrorView error={error} reset={reset} />;
}
