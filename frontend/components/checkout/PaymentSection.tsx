"use client";

import { CheckboxField, RadioField } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";
import { AddressFields } from "@/components/account/profile/AddressFields";
import { BillingAddressChoice, type BillingChoice } from "@/components/account/profile/BillingAddressChoice";
import { CardDetailsFields } from "@/components/account/profile/CardFields";
import type { AddressDraft, AddressProblems, Country, SavedAddress } from "@/lib/account/address";
import { cardExpiry, cardSummary, type CardDraft, type CardProblems } from "@/lib/account/cards";
import { CART_CARD, type CardChoice, NEW_CARD, storedCardChoice } from "@/lib/checkout/choices";
import type { AccountCardFieldsFragment, CheckoutCartFieldsFragment } from "@/lib/graphql/generated/graphql";

import cardStyles from "./CardLabel.module.css";
import styles from "./Checkout.module.css";

type CartCard = NonNullable<CheckoutCartFieldsFragment["selected_payment_method"]>["card"];

type Props = {
  /** The customer's stored cards that can pay today (none for a guest). */
  cards: AccountCardFieldsFragment[];
  /** A card an earlier visit set on the cart that is not a stored card. */
  cartCard: CartCard | null;
  choice: CardChoice;
  onChoice: (choice: CardChoice) => void;
  card: CardDraft;
  onCard: (card: CardDraft) => void;
  cardProblems: CardProblems;
  today: string;
  billingSame: boolean;
  onBillingSame: (same: boolean) => void;
  addresses: SavedAddress[];
  countries: Country[];
  billingChoice: BillingChoice;
  onBillingChoice: (choice: BillingChoice) => void;
  billingDraft: AddressDraft;
  onBillingDraft: (draft: AddressDraft) => void;
  billingProblems: AddressProblems;
};

/** 3 Payment: a stored card or a new one (tokenised in the browser), and the billing address. */
export function PaymentSection(props: Props) {
  const { cards, cartCard, choice, onChoice, card, onCard, cardProblems, today } = props;
  const newCard = <CardDetailsFields card={card} onChange={onCard} problems={cardProblems} today={today} />;
  const hasChoices = cards.length > 0 || cartCard !== null;
  return (
    <section className={styles.section} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment" className={styles.sectionTitle}>
        3. Payment
      </h2>
      {hasChoices ? (
        <fieldset className={forms.fieldset}>
          <legend className="visually-hidden">Pay with</legend>
          {cards.map((stored) => (
            <RadioField
              key={stored.hash}
              name="payment-card"
              label={<StoredCardLabel card={stored} />}
              checked={choice === storedCardChoice(stored.hash)}
              onChange={() => onChoice(storedCardChoice(stored.hash))}
            />
          ))}
          {cartCard && (
            <RadioField
              name="payment-card"
              label={`${cardSummary(cartCard)} (entered earlier)`}
              checked={choice === CART_CARD}
              onChange={() => onChoice(CART_CARD)}
            />
          )}
          <RadioField
            name="payment-card"
            label="Use a new card"
            checked={choice === NEW_CARD}
            onChange={() => onChoice(NEW_CARD)}
          />
          {choice === NEW_CARD && newCard}
        </fieldset>
      ) : (
        newCard
      )}
      <BillingAddress {...props} />
    </section>
  );
}

/** A stored card: which one it is, whether it is the default and what renews on it. */
function StoredCardLabel({ card }: { card: AccountCardFieldsFragment }) {
  const renewing = card.renews_subscriptions.map((subscription) => subscription.name);
  return (
    <>
      {`${cardSummary(card.additional)} (expires ${cardExpiry(card.additional)})`}
      {card.is_default && <span className={cardStyles.tag}>Default</span>}
      {renewing.length > 0 && (
        <span className={cardStyles.note} data-card-renews>
          Your subscription{renewing.length > 1 ? "s" : ""} {renewing.join(", ")} renew{renewing.length > 1 ? "" : "s"} on this
          card
        </span>
      )}
    </>
  );
}

function BillingAddress({
  billingSame,
  onBillingSame,
  addresses,
  countries,
  billingChoice,
  onBillingChoice,
  billingDraft,
  onBillingDraft,
  billingProblems,
}: Props) {
  return (
    <>
      <CheckboxField
        label="Billing address same as shipping"
        checked={billingSame}
        onChange={(event) => onBillingSame(event.target.checked)}
      />
      {!billingSame &&
        (addresses.length > 0 ? (
          <BillingAddressChoice
            addresses={addresses}
            countries={countries}
            choice={billingChoice}
            onChoice={onBillingChoice}
            draft={billingDraft}
            onDraft={onBillingDraft}
            problems={billingProblems}
          />
        ) : (
          <fieldset className={forms.fieldset}>
            <legend>Billing address</legend>
            <AddressFields
              draft={billingDraft}
              problems={billingProblems}
              countries={countries}
              onChange={onBillingDraft}
              autocompleteSection="billing"
            />
          </fieldset>
        ))}
    </>
  );
}
