import { Button } from "@/components/ui/Button";
import { addressLines, findCountry, type Country } from "@/lib/account/address";
import { cardExpiry, cardSummary } from "@/lib/account/cards";
import { formatDate } from "@/lib/account/dates";
import { allows, type SubscriptionDetail as Subscription } from "@/lib/account/subscription-changes";
import { shipsNext, subscriptionFrequencyLabel } from "@/lib/account/subscriptions";
import type { AccountSubscriptionQuery } from "@/lib/graphql/generated/graphql";
import { formatPrice } from "@/lib/money";

import styles from "../Account.module.css";
import { AccountPage } from "../AccountPage";
import { NextShipmentRewards } from "./NextShipmentRewards";
import local from "./Subscription.module.css";
import { SubscriptionActions } from "./SubscriptionActions";
import { SubscriptionCoupon } from "./SubscriptionCoupon";
import { SubscriptionSettings } from "./SubscriptionSettings";
import { SubscriptionStatus } from "./SubscriptionStatus";
import type { EstimateOperation } from "./use-estimate";
import type { NextChargeOperation } from "./use-next-charge";
import type { UpdateSubscriptionOperation } from "./use-subscription-update";
type Address = NonNullable<Subscription["quote"]["shipping_address"]>;
type Payment = NonNullable<Subscription["quote"]["payment"]>;
type Money = { value: string; currency: string };

type Props = {
  customer: AccountSubscriptionQuery["customer"];
  countries: Country[];
  cards: AccountSubscriptionQuery["tokenBaseCards"];
  subscription: Subscription;
  update: UpdateSubscriptionOperation;
  estimate: EstimateOperation;
  nextCharge: NextChargeOperation;
};

const price = (money: Money) => formatPrice(money.value, money.currency);

/**
 * One of the customer's subscriptions: what it may change now, its schedule, what each shipment
 * holds and costs (with its discount code), where it ships, the card it charges, its settings and
 * its history.
 */
export function SubscriptionDetail({ customer, countries, cards, subscription, update, estimate, nextCharge }: Props) {
  // Every date and price of the next shipment is its next charge, as the renewal will charge it.
  const { quote, status, next_charge: charge } = subscription;
  return (
    <AccountPage title={subscription.name} customer={customer}>
      <div className={local.summary}>
        <SubscriptionStatus status={status} />
        <p className={styles.muted}>Subscription #{subscription.increment_id}</p>
      </div>

      <SubscriptionActions subscription={subscription} update={update} estimate={estimate} nextCharge={nextCharge} />

      <section className={styles.section} aria-labelledby="subscription-schedule-heading">
        <div className={styles.sectionHeader}>
          <h2 id="subscription-schedule-heading">Schedule</h2>
        </div>
        <dl className={styles.details}>
          <dt>Ships</dt>
          <dd>{subscriptionFrequencyLabel(subscription.frequency_count, subscription.frequency_unit)}</dd>
          {status === "paused" && subscription.paused_until && (
            <>
              <dt>Paused until</dt>
              <dd>{formatDate(subscription.paused_until)}</dd>
            </>
          )}
          {status !== "canceled" && charge.date && (
            <>
              <dt>Next shipment</dt>
              <dd data-next-charge>
                {formatDate(charge.date)} at {price(charge.grand_total)}
              </dd>
            </>
          )}
          {status === "canceled" && subscription.cancel_date && (
            <>
              <dt>Canceled on</dt>
              <dd>{formatDate(subscription.cancel_date)}</dd>
            </>
          )}
          <dt>Subscribed on</dt>
          <dd>{formatDate(subscription.created_at)}</dd>
          {subscription.journey_start_date && (
            <>
              <dt>Hair journey started</dt>
              <dd>{formatDate(subscription.journey_start_date)}</dd>
            </>
          )}
          <dt>Subscription number</dt>
          <dd>{subscription.increment_id}</dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="subscription-items-heading">
        <div className={styles.sectionHeader}>
          <h2 id="subscription-items-heading">Each shipment</h2>
        </div>
        <table className={local.items} aria-labelledby="subscription-items-heading">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className={local.number}>
                Quantity
              </th>
              <th scope="col" className={local.number}>
                Price
              </th>
              <th scope="col" className={local.number}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.items.map((item) => (
              <tr key={item.item_id}>
                <th scope="row">{item.name}</th>
                <td className={local.number}>{item.qty}</td>
                <td className={local.number}>{price(item.price)}</td>
                <td className={local.number}>{price(item.row_total)}</td>
              </tr>
            ))}
            {/* Accepted rewards: in the next shipment's totals, once. */}
            {quote.reward_items.map((item) => (
              <tr key={`reward-${item.sku}`} data-reward-item>
                <th scope="row">
                  {item.name} <span className={styles.muted}>(reward, next shipment only)</span>
                </th>
                <td className={local.number}>{item.qty}</td>
                <td className={local.number}>{price(item.price)}</td>
                <td className={local.number}>{price(item.row_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.details} aria-label="Totals">
          <dt>Subtotal</dt>
          <dd>{price(charge.subtotal)}</dd>
          {Number(charge.discount_amount.value) > 0 && (
            <>
              <dt>Discount</dt>
              <dd>-{price(charge.discount_amount)}</dd>
            </>
          )}
          <dt>{quote.reward_items.length ? "Total next shipment" : "Total each shipment"}</dt>
          <dd>{price(charge.grand_total)}</dd>
        </dl>
        {allows(subscription, "change_coupon") && (
          <SubscriptionCoupon subscription={subscription} update={update} estimate={estimate} />
        )}
      </section>

      {shipsNext(status) && subscription.loyalty_campaigns.length > 0 && (
        <NextShipmentRewards subscription={subscription} estimate={estimate} />
      )}

      <section className={styles.section} aria-labelledby="subscription-address-heading">
        <div className={styles.sectionHeader}>
          <h2 id="subscription-address-heading">Shipping address</h2>
        </div>
        {quote.shipping_address ? (
          <address className={`${styles.address} ${local.address}`}>
            {shippingLines(quote.shipping_address, countries).map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </address>
        ) : (
          <p className={styles.muted}>This subscription has no shipping address.</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="subscription-payment-heading">
        <div className={styles.sectionHeader}>
          <h2 id="subscription-payment-heading">Payment</h2>
        </div>
        <PaymentCard payment={quote.payment} />
      </section>

      <SubscriptionSettings subscription={subscription} cards={cards} update={update} />

      <section className={styles.section} aria-labelledby="subscription-history-heading">
        <div className={styles.sectionHeader}>
          <h2 id="subscription-history-heading">History</h2>
        </div>
        <ol className={local.log} reversed>
          {[...subscription.logs].reverse().map((entry, index) => (
            <li key={index}>
              <span className={styles.muted}>{formatDate(entry.created_at)}</span> {entry.message || logLabel(entry.action)}
              {entry.order_increment_id && ` (order ${entry.order_increment_id})`}
            </li>
          ))}
        </ol>
      </section>
      <Button href="/account/subscriptions/" variant="secondary">
        Back to Subscriptions
      </Button>
    </AccountPage>
  );
}

/** An entry the shop wrote no words for reads as its action: "started" is "Started". */
function logLabel(action: string): string {
  const words = action.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function PaymentCard({ payment }: { payment: Payment | null }) {
  if (!payment?.cc_last_4) return <p className={styles.muted}>This subscription has no card on file.</p>;
  const month = payment.cc_exp_month;
  const year = payment.cc_exp_year;
  return (
    <dl className={styles.details}>
      <dt>Card</dt>
      <dd>{cardSummary({ cc_type: payment.cc_type ?? "", cc_last4: payment.cc_last_4 })}</dd>
      {month != null && year != null && (
        <>
          <dt>Expires</dt>
          <dd>{cardExpiry({ cc_exp_month: String(month), cc_exp_year: String(year) })}</dd>
        </>
      )}
    </dl>
  );
}

/** The address as the address book shows one: the state by its code when the country lists it. */
function shippingLines(address: Address, countries: Country[]): string[] {
  const region = findCountry(countries, address.country_id)?.available_regions.find(
    (candidate) => candidate.id === address.region_id,
  );
  return addressLines(
    {
      ...address,
      country: address.country_id,
      region: { region: address.region, region_code: region?.code },
    },
    countries,
  );
}
