import styles from "./AccountAccess.module.css";

/** The shop's refusal of the whole form, announced as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.formError}>
      {message}
    </p>
  );
}
