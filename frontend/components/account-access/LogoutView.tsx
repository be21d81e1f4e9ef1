"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { clearShopData } from "@/lib/account-access/shop-storage";
import { browserStorage } from "@/lib/ui/storage";
import { logOut, signOut } from "@/lib/account-access/actions";
import { forgetCustomer } from "@/lib/account-access/customer-store";
import { LOGIN_PATH } from "@/lib/session/routes";

import styles from "./AccountAccess.module.css";

/** How long "You are signed out" shows before the login page opens. */
export const LOGOUT_REDIRECT_MS = 1500;

/**
 * Log-out: the session ends on the server (token revoked, cookies emptied),
 * the shop's data in this browser is cleared, then after 1.5 s the login page opens and says that
 * the shopper is signed out. A token that had already stopped working (`expired`) goes to the
 * login page at once.
 */
export function LogoutView({ expired }: { expired: boolean }) {
  const router = useRouter();
  const [signedOut, setSignedOut] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const finish = () => {
      clearShopData(browserStorage("localStorage"), browserStorage("sessionStorage"));
      forgetCustomer();
      setSignedOut(true);
      if (expired) router.replace(LOGIN_PATH);
      else window.setTimeout(() => router.replace(LOGIN_PATH), LOGOUT_REDIRECT_MS);
    };
    // The cookies are the server's to clear; whatever it answers, this browser forgets the shopper.
    // A log-out of the shopper's own leaves the login page a message saying they are signed out.
    (expired ? signOut() : logOut()).then(finish, finish);
  }, [expired, router]);

  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{signedOut ? "You are signed out" : "Signing out…"}</h1>
      <p role="status" className={styles.intro}>
        {signedOut ? "You have signed out and will go to the login page in a moment." : ""}
      </p>
    </div>
  );
}
