import accountStyles from "@/components/account/Account.module.css";
import { formatDate } from "@/lib/account/dates";
import type { GuaranteeStandingQuery } from "@/lib/graphql/generated/graphql";

import { ClaimButton, type ClaimOperation } from "./ClaimButton";
import styles from "./consultations.module.css";
import { PhotoStages } from "./PhotoStages";

type Props = { data: GuaranteeStandingQuery; claim: ClaimOperation };

function Claim({ claim }: { claim: NonNullable<GuaranteeStandingQuery["guarantee_standing"]["claim"]> }) {
  if (claim.status === "approved") {
    return (
      <p className={styles.success}>
        Your claim was approved: ${claim.refund_amount} is being refunded to your card and will arrive by{" "}
        {formatDate(claim.refund_due_by)}.
      </p>
    );
  }
  return (
    <p className={styles.success}>
      We have your claim, made on day {claim.journey_day} of your journey, and are reviewing it. Our decision will
      show here.
    </p>
  );
}

/** /account/guarantee/: the journey day, the claim window, the evidence (consultations and the
 * three photos), and the claim. */
export function GuaranteeView({ data, claim }: Props) {
  const standing = data.guarantee_standing;
  return (
    <>
      <section className={accountStyles.section} aria-labelledby="standing-heading">
        <h2 id="standing-heading">Where you stand</h2>
        {standing.day === null || standing.day === undefined ? (
          <p>Your guarantee starts with your first subscription order.</p>
        ) : (
          <>
            <p>
              <span className={styles.stat}>Day {standing.day}</span> of your hair journey (started{" "}
              {formatDate(standing.journey_start)}).
            </p>
            {standing.lapsed ? (
              <p data-testid="guarantee-lapsed">{standing.lapsed}</p>
            ) : (
              <p>
                You can claim between day {standing.opens_on_day} and day {standing.closes_after_day}:{" "}
                {standing.window_open ? "your claim window is open." : "your claim window is closed today."}
              </p>
            )}
          </>
        )}
      </section>
      <section className={accountStyles.section} aria-labelledby="evidence-heading">
        <h2 id="evidence-heading">What your claim needs</h2>
        <p>Two consultations with one of our doctors, and photos at the start, at 3 months and at 6 months.</p>
        <p>Consultations so far: {standing.consultations}.</p>
        {standing.missing.length ? (
          <>
            <p>Still missing:</p>
            <ul className={styles.list} data-testid="guarantee-missing">
              {standing.missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className={styles.success}>You have everything a claim needs.</p>
        )}
        <PhotoStages photos={data.consultation_overview.photos} />
      </section>
      <section className={accountStyles.section} aria-labelledby="claim-heading">
        <h2 id="claim-heading">Your claim</h2>
        {standing.claim ? (
          <Claim claim={standing.claim} />
        ) : (
          <>
            {standing.refused_claim && (
              <p data-testid="refused-claim">
                Your claim of {formatDate(standing.refused_claim.created_at)} was refused:{" "}
                {standing.refused_claim.refusal_reason}
              </p>
            )}
            <p>If your hair has not improved, claim your money back: approved refunds reach your card within 30 days.</p>
            <ClaimButton claim={claim} />
          </>
        )}
      </section>
    </>
  );
}
