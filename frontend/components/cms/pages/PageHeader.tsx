import styles from "./pages.module.css";

export function PageHeader({ title, intro }: { title: string; intro?: string | null }) {
  return (
    <header className={styles.pageHeader}>
      <h1>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  );
}
