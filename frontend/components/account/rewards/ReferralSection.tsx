"use client";

import { useState } from "react";

import { Button } from "@/components/ui/Button";
import { formatPrice } from "@/lib/money";
import { REFER_A_FRIEND_PATH, REFERRAL_ANCHOR } from "@/lib/rewards/rewards";

import styles from "../Account.module.css";
import forms from "@/components/forms/forms.module.css";
import local from "./rewards.module.css";

type Money = { value: string; currency: string };
export type ReferralData = {
  code: string;
  url: string;
  friend_discount: Money;
  referrer_credit: Money;
  referrals_count: number;
  credit_earned: Money;
};

const money = (amount: Money) => formatPrice(amount.value, amount.currency);

/** The customer's referral: their code and link (with Copy), what each side gets, and what it has earned. */
export function ReferralSection({ referral }: { referral: ReferralData }) {
  const [copied, setCopied] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(referral.url);
      setCopied("Link copied.");
    } catch {
      setCopied("Select the link and copy it.");
      (document.getElementById("referral-link") as HTMLInputElement | null)?.select();
    }
  }

  return (
    <section id={REFERRAL_ANCHOR} className={styles.section} aria-labelledby="referral-heading">
      <div className={styles.sectionHeader}>
        <h2 id="referral-heading">Refer a Friend</h2>
      </div>
      <div className={local.result}>
        <p>
          Your friends get {money(referral.friend_discount)} off their first subscription order, and you earn{" "}
          {money(referral.referrer_credit)} in store credit when their order is paid.
        </p>
        <p>
          Your code: <strong className={local.code}>{referral.code}</strong>
        </p>
        <div className={local.copyRow}>
          <div className={forms.field}>
            <label htmlFor="referral-link" className={forms.label}>
              Your referral link
            </label>
            <input id="referral-link" className={forms.input} readOnly value={referral.url} onFocus={(event) => event.target.select()} />
          </div>
          <Button variant="secondary" onClick={copy}>
            Copy Link
          </Button>
        </div>
        <p role="status" className={styles.muted}>
          {copied}
        </p>
        <dl className={styles.details}>
          <dt>Friends referred</dt>
          <dd>{referral.referrals_count}</dd>
          <dt>Credit earned</dt>
          <dd>{money(referral.credit_earned)}</dd>
        </dl>
        <p>
          <a href={REFER_A_FRIEND_PATH}>How referrals work</a>
        </p>
      </div>
    </section>
  );
}
