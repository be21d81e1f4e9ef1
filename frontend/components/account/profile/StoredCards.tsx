"use client";

import Link from "next/link";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/Button";
import { cardExpiry, cardSummary, isCardExpired } from "@/lib/account/cards";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  AccountCardFieldsFragment,
  DeleteTokenBaseCardMutation,
  DeleteTokenBaseCardMutationVariables,
} from "@/lib/graphql/generated/graphql";

import styles from "../Account.module.css";
import { EmptyState } from "../EmptyState";
import { ConfirmDelete } from "./ConfirmDelete";
import { UNREACHABLE } from "./messages";
import { useRefreshThenFocus } from "./use-refresh-then-focus";

type Props = {
  cards: AccountCardFieldsFragment[];
  /** The shop's calendar day, "YYYY-MM-DD": what "expired" is measured against. */
  today: string;
  deleteCard: BrowserOperation<DeleteTokenBaseCardMutation, DeleteTokenBaseCardMutationVariables>;
};

export const ADD_CARD_HREF = "/account/profile/payment/add/";
export const editCardHref = (hash: string) => `/account/profile/payment/${encodeURIComponent(hash)}/edit/`;

/** The stored cards: label, type and last four, expiry (marked when past), edit and delete. */
export function StoredCards({ cards, today, deleteCard }: Props) {
  const [status, setStatus] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refreshThenFocus = useRefreshThenFocus(headingRef);

  async function remove(card: AccountCardFieldsFragment): Promise<string | null> {
    const result = await postGraphQL(deleteCard, { hash: card.hash });
    if (result.kind === "refused") return result.message;
    if (result.kind !== "data" || !result.data.deleteTokenBaseCard) return UNREACHABLE;
    setStatus("The card was deleted.");
    refreshThenFocus();
    return null;
  }

  return (
    <section className={styles.section} aria-labelledby="cards-heading">
      <div className={styles.sectionHeader}>
        <h2 id="cards-heading" ref={headingRef} tabIndex={-1}>
          Payment Methods
        </h2>
        {cards.length > 0 && (
          <Button href={ADD_CARD_HREF} variant="secondary">
            Add a card
          </Button>
        )}
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {cards.length === 0 ? (
        <EmptyState text="You have no saved cards yet." href={ADD_CARD_HREF} label="Add a card" />
      ) : (
        <ul className={styles.list} aria-label="Saved cards">
          {cards.map((card) => {
            const summary = cardSummary(card.additional);
            const expired = isCardExpired(card.expires, today);
            return (
              <li key={card.hash} className={styles.item}>
                <p className={styles.itemTitle}>{summary}</p>
                {/* The customer's own name for the card; the gateway's default only repeats the summary. */}
                {card.label && !card.label.includes(card.additional.cc_last4) && <p>{card.label}</p>}
                <p>
                  {expired ? "Expired" : "Expires"} {cardExpiry(card.additional)}
                </p>
                {(expired || !card.active) && (
                  <ul className={styles.badges} aria-label="Status">
                    {expired && <li className={`${styles.badge} ${styles.badgeAlert}`}>Expired</li>}
                    {!card.active && <li className={styles.badge}>Inactive</li>}
                  </ul>
                )}
                <div className={styles.actions}>
                  <Link href={editCardHref(card.hash)} className={styles.textButton} aria-label={`Edit the card ${summary}`}>
                    Edit
                  </Link>
                  <ConfirmDelete
                    label={`Delete the card ${summary}`}
                    title="Delete this card?"
                    context="delete_card"
                    onConfirm={() => remove(card)}
                  >
                    <p>
                      {summary}, expiring {cardExpiry(card.additional)}, will be removed from your account.
                    </p>
                  </ConfirmDelete>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
