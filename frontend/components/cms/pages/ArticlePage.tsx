import { StreamBlocks } from "../blocks/StreamBlocks";
import { CmsDate } from "./CmsDate";
import styles from "./listing.module.css";
import { PageHeader } from "./PageHeader";
import type { PageOf } from "./types";

/** A blog post or a customer's story: title, byline, introduction and the article itself. */
export function ArticlePage({ page }: { page: PageOf<"BlogPostPage"> | PageOf<"StoryPage"> }) {
  return (
    <article>
      <PageHeader title={page.title} intro={page.intro} />
      <p className={styles.byline}>
        {page.__typename === "BlogPostPage" ? (
          <>
            By {page.author} · <CmsDate value={page.published_on} />
          </>
        ) : (
          <>
            {page.customer_name}
            {page.months_on_product ? `, ${page.months_on_product} months in` : null} ·{" "}
            <CmsDate value={page.published_on} />
          </>
        )}
      </p>
      <StreamBlocks blocks={page.body} />
    </article>
  );
}
