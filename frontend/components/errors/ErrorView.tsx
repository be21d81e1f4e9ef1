import Link from "next/link";

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
      <Link className={styles.link} href={homeHref}>
        {homeLabel}
      </Link>
    </section>
  );
}
