import styles from "./ErrorView.module.css";

type Props = {
  heading: string;
  text: string;
  homeHref: string;
  homeLabel: string;
  code: "404" | "500";
};

export function ErrorView({ heading, text, homeHref, homeLabel, code }: Props) {
  return (
    <section className={styles.error} data-error-code={code}>
      <p className={styles.code}>{code}</p>
      <h1>{heading}</h1>
      <p>{text}</p>
      {/* A plain link: after an error a full page load is the safer way back, and it keeps
          next/link out of the error boundaries, which every page loads. */}
      <a className={styles.link} href={homeHref}>
        {homeLabel}
      </a>
    </section>
  );
}
