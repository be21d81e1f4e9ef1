import type { AccountHomeQuery } from "@/lib/graphql/generated/graphql";
import { accountNotifications } from "@/lib/account/notifications";
import { shopToday } from "@/lib/account/dates";

import { AccountIdentityProvider } from "../AccountIdentity";
import { Appointments } from "./Appointments";
import { HairJourneyModule, type HairJourneyState } from "./HairJourneyModule";
import { HairQuizModule } from "./HairQuizModule";
import styles from "./home.module.css";
import { NotificationBar } from "./NotificationBar";
import { StoreCredit } from "./StoreCredit";

type Props = { data: AccountHomeQuery; now: Date };

/** The account home: greeting, notifications, quiz and journey modules,
 * store credit and upcoming appointments. */
export function AccountHome({ data, now }: Props) {
  const { customer, tokenBaseCards } = data;
  const notifications = accountNotifications({
    cards: tokenBaseCards,
    appointments: customer.appointments,
    today: shopToday(now),
    now,
  });
  // Subscriptions are built by their own issue; until the API has them no customer has an active
  // one, so the journey module always invites the customer to start.
  const journeyState: HairJourneyState = "no_subscription";

  return (
    <AccountIdentityProvider identity={{ email: customer.email, user_id: customer.entity_id }}>
      <h1 className={styles.greeting}>Hi, {customer.firstname}</h1>
      <NotificationBar notifications={notifications} />
      <div className={styles.grid}>
        <HairQuizModule />
        <HairJourneyModule state={journeyState} now={now.getTime()} />
        <StoreCredit credit={customer.store_credit} />
        <Appointments appointments={customer.appointments} />
      </div>
    </AccountIdentityProvider>
  );
}
