import Link from "next/link";

import { presentItems } from "@/lib/cms/lists";
import { helpCentrePath } from "@/lib/help/paths";

import { StreamBlocks } from "../blocks/StreamBlocks";
import { ArticleList } from "./FaqIndexPage";
import styles from "./help.module.css";
import { PageHeader } from "./PageHeader";
import type { PageOf } from "./types";

/** One FAQ article: the question, its answer (with the formula table when it has one) and the
 * articles editors chose to go with it. */
export function FaqArticlePage({ page }: { page: PageOf<"FaqArticlePage"> }) {
  const backTo = helpCentrePath(page.storefront_path);
  const related = presentItems(page.related_articles);
  return (
    <article className={styles.article}>
      <nav className={styles.breadcrumb} aria-label="Breadcrumb">
        <Link href={backTo}>Help centre</Link> <span aria-hidden="true">/</span> {page.category_name}
      </nav>
      <PageHeader title={page.title} />
      {/* An article saved without a full answer still answers with its short one. */}
      {page.body?.length ? (
        <StreamBlocks blocks={page.body} />
      ) : (
        <p className={styles.shortAnswer}>{page.short_description}</p>
      )}
      {related.length > 0 && (
        <aside className={styles.related} aria-labelledby="related-articles">
          <h2 id="related-articles">Related articles</h2>
          <ArticleList articles={related} />
        </aside>
      )}
      <p className={styles.backLink}>
        <Link href={backTo}>All questions</Link>
      </p>
    </article>
  );
}
