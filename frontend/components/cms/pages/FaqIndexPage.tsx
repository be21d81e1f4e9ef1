import Link from "next/link";
import { useId } from "react";

import type { FaqArticleSummaryFragment } from "@/lib/graphql/generated/graphql";

import { StreamBlocks } from "../blocks/StreamBlocks";
import styles from "./help.module.css";
import { PageHeader } from "./PageHeader";
import type { PageOf } from "./types";

/** The help centre (/faq/, /men/faq/): its questions by category, each leading to its answer;
 * the page's own blocks (a closing call to action) come after them. */
export function FaqIndexPage({ page }: { page: PageOf<"FaqIndexPage"> }) {
  return (
    <div>
      <PageHeader title={page.title} intro={page.intro} />
      {page.categories.length ? (
        <div className={styles.categories}>
          {page.categories.map((category) => (
            <FaqCategory key={category.name} name={category.name} articles={category.articles} />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>Answers to your questions are on their way.</p>
      )}
      <StreamBlocks blocks={page.body} />
    </div>
  );
}

function FaqCategory({ name, articles }: { name: string; articles: readonly FaqArticleSummaryFragment[] }) {
  const headingId = useId();
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <ArticleList articles={articles} />
    </section>
  );
}

/** Questions as links, each with its short answer: the help centre's and an article's Related. */
export function ArticleList({ articles }: { articles: readonly FaqArticleSummaryFragment[] }) {
  return (
    <ul className={styles.questions}>
      {articles.map((article) => (
        <li key={article.storefront_path}>
          <Link className={styles.question} href={article.storefront_path}>
            {article.title}
          </Link>
          <p className={styles.answer}>{article.short_description}</p>
        </li>
      ))}
    </ul>
  );
}
