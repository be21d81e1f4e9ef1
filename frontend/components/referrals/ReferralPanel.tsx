"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";

import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type { CustomerReferralQuery, CustomerReferralQueryVariables } from "@/lib/graphql/generated/graphql";
import { formatPrice } from "@/lib/money";
import { claimLink, referralCodeFrom } from "@/lib/referrals/referral-link";
import { useCustomer } from "@/lib/account-access/customer-store";
import { LOGIN_PATH } from "@/lib/session/routes";

import styles from "./Referral.module.css";

export type ReferralOperation = BrowserOperation<CustomerReferralQuery, CustomerReferralQueryVariables>;
type Referral = CustomerReferralQuery["customer"]["referral"];
type Answer = { customer: string; referral: Referral | null };

const noSubscription = () => () => undefined;
const friendCodeOfPage = () => referralCodeFrom(window.location.search);

/**
 * The referral pages' panel. A friend's link (`?code=`) offers to put the code on the visitor's
 * cart; a signed-in customer gets their own link to copy, and a visitor a prompt to sign in for
 * one. The page itself is cached and shared, so all of this is decided in the browser.
 */
export function ReferralPanel({ operation }: { operation: ReferralOperation }) {
  const friendCode = useSyncExternalStore(noSubscription, friendCodeOfPage, () => "");
  const customer = useCustomer();
  return (
    <section className={styles.panel} aria-labelledby="referral-panel-heading">
      {friendCode && <FriendClaim code={friendCode} />}
      {customer ? (
        <OwnLink operation={operation} customer={customer.firstname} />
      ) : (
        <>
          <h2 id="referral-panel-heading">Your referral link</h2>
          <p>
            <a className={styles.action} href={LOGIN_PATH}>
              Sign in to get your link
            </a>
          </p>
        </>
      )}
    </section>
  );
}

function FriendClaim({ code }: { code: string }) {
  return (
    <div className={styles.claim}>
      <h2>A friend sent you a discount</h2>
      <p>
        Code <strong className={styles.code}>{code}</strong> takes money off your first subscription order. It goes on
        your cart now and comes off once your cart holds a subscription plan.
      </p>
      {/* A route handler (not a page): a plain link, never prefetched. */}
      <a className={styles.action} href={claimLink(code)}>
        Claim your discount
      </a>
    </div>
  );
}

function OwnLink({ operation, customer }: { operation: ReferralOperation; customer: string }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    let current = true;
    postGraphQL(operation, {}).then((result) => {
      if (current) setAnswer({ customer, referral: result.kind === "data" ? result.data.customer.referral : null });
    });
    return () => {
      current = false;
    };
  }, [operation, customer]);

  const fresh = answer?.customer === customer ? answer : null;
  return (
    <>
      <h2 id="referral-panel-heading">Your referral link</h2>
      {!fresh && <p className={styles.note}>Loading your link…</p>}
      {fresh && !fresh.referral && (
        <p className={styles.error} role="alert">
          Your link could not be loaded. Reload the page to try again.
        </p>
      )}
      {fresh?.referral && <ShareLink referral={fresh.referral} />}
    </>
  );
}

function ShareLink({ referral }: { referral: Referral }) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");
  const friendGets = formatPrice(referral.friend_discount.value, referral.friend_discount.currency);
  const youGet = formatPrice(referral.referrer_credit.value, referral.referrer_credit.currency);

  async function copy() {
    try {
      await navigator.clipboard.writeText(referral.url);
      setStatus("Link copied.");
    } catch {
      input.current?.select();
      setStatus("Press Ctrl+C (or ⌘C) to copy the selected link.");
    }
  }

  return (
    <>
      <p>
        Friends get {friendGets} off their first subscription order with your link. You get {youGet} in store credit
        when their order is placed.
      </p>
      <div className={styles.share}>
        <label htmlFor="referral-link" className={styles.label}>
          Your link
        </label>
        <input
          id="referral-link"
          ref={input}
          className={styles.link}
          value={referral.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={styles.action} onClick={copy}>
          Copy link
        </button>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      <p>
        Your code: <strong className={styles.code}>{referral.code}</strong>
      </p>
      <p className={styles.note}>
        {referral.referrals_count === 1 ? "1 friend has" : `${referral.referrals_count} friends have`} ordered with your
        link; you have earned{" "}
        {formatPrice(referral.credit_earned.value, referral.credit_earned.currency)} in store credit.
      </p>
    </>
  );
}
