import type { ReactNode } from "react";

import { Button } from "@/components/ui/Button";
import { subscriptionHref } from "@/lib/account/subscriptions";

import styles from "../Account.module.css";
import { AccountPage } from "../AccountPage";
import local from "./Subscription.module.css";

type Props = {
  title: string;
  customer: { email: string; entity_id: number };
  subscription: { entity_id: number; name: string; increment_id: string };
  children: ReactNode;
};

/** A subscription's change page: what is changed, the change, and the way back. */
export function ChangeFrame({ title, customer, subscription, children }: Props) {
  return (
    <AccountPage title={title} customer={customer}>
      <p className={`${styles.muted} ${local.subject}`}>
        {subscription.name} · Subscription #{subscription.increment_id}
      </p>
      {children}
      <Button href={subscriptionHref(subscription.entity_id)} variant="secondary">
        Back to Subscription
      </Button>
    </AccountPage>
  );
}
