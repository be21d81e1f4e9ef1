import type { AccountHomeQuery } from "@/lib/graphql/generated/graphql";
import { hairJourney } from "@/lib/account/journey";
import { accountNotifications } from "@/lib/account/notifications";
import { shopToday } from "@/lib/account/dates";

import { AccountIdentityProvider } from "../AccountIdentity";
import { Appointments } from "./Appointments";
import { ConsultationModule } from "./ConsultationModule";
import { HairJourneyModule } from "./HairJourneyModule";
import { HairQuizModule } from "./HairQuizModule";
import styles from "./home.module.css";
import { NotificationBar } from "./NotificationBar";
import { StoreCredit } from "./StoreCredit";

type Props = {
  data: AccountHomeQuery;
  now: Date;
  /** The women's quiz page while it is live; null: there is no quiz to offer. */
  quizHref: string | null;
};

/** The account home: greeting, notifications, quiz and journey modules,
 * store credit and upcoming appointments. */
export function AccountHome({ data, now, quizHref }: Props) {
  const { customer, tokenBaseCards } = data;
  const { subscriptions } = data.subscriptions;
  const notifications = accountNotifications({
    cards: tokenBaseCards,
    appointments: customer.appointments,
    subscriptions,
    today: shopToday(now),
    now,
  });
  const journey = hairJourney(subscriptions);

  return (
    <AccountIdentityProvider identity={{ user_id: customer.entity_id }}>
      <h1 className={styles.greeting}>Hi, {customer.firstname}</h1>
      <NotificationBar notifications={notifications} />
      <div className={styles.grid}>
        {(quizHref || customer.quiz_result) && <HairQuizModule quizHref={quizHref} result={customer.quiz_result} />}
        <HairJourneyModule
          quizHref={quizHref}
          state={journey.state}
          journeyStart={journey.journeyStart}
          nextShipment={journey.nextShipment}
          now={now.getTime()}
        />
        <StoreCredit credit={customer.store_credit} />
        <Appointments appointments={customer.appointments} />
        <ConsultationModule overview={data.consultation_overview} />
      </div>
    </AccountIdentityProvider>
  );
}
