import { AccountAlert } from "../AccountAlert";
import local from "./Subscription.module.css";

/** How the last change made on the subscription page went: said politely, or the refusal. */
export function UpdateOutcome({ done, error }: { done: string | null; error: string | null }) {
  return (
    <>
      {done && (
        <p role="status" className={local.done}>
          {done}
        </p>
      )}
      {error && <AccountAlert message={error} context="update_subscription" />}
    </>
  );
}
