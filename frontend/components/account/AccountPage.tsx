import type { ReactNode } from "react";

import styles from "./Account.module.css";
import { AccountIdentityProvider } from "./AccountIdentity";

type Props = {
  title: string;
  customer: { email: string; entity_id: number; telephone?: string | null };
  children: ReactNode;
};

/** An account page's heading and content, knowing whose account it is. */
export function AccountPage({ title, customer, children }: Props) {
  return (
    <AccountIdentityProvider identity={{ email: customer.email, user_id: customer.entity_id, telephone: customer.telephone }}>
      <h1 className={styles.heading}>{title}</h1>
      {children}
    </AccountIdentityProvider>
  );
}
