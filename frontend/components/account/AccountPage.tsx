import type { ReactNode } from "react";

import styles from "./Account.module.css";
import { AccountIdentityProvider } from "./AccountIdentity";

type Props = {
  title: string;
  customer: { entity_id: number };
  children: ReactNode;
};

/** An account page's heading and content, knowing whose account it is. */
export function AccountPage({ title, customer, children }: Props) {
  return (
    <AccountIdentityProvider identity={{ user_id: customer.entity_id }}>
      <h1 className={styles.heading}>{title}</h1>
      {children}
    </AccountIdentityProvider>
  );
}
