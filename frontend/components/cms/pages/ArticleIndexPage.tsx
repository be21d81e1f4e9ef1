import Link from "next/link";

import { presentItems } from "@/lib/cms/lists";
import type { BlogPostSummaryFragment, StorySummaryFragment } from "@/lib/graphql/generated/graphql";

import { CmsImage } from "../blocks/CmsImage";
import { StreamBlocks } from "../blocks/StreamBlocks";
import { CmsDate } from "./CmsDate";
import styles from "./listing.module.css";
import { PageHeader } from "./PageHeader";
import type { PageOf } from "./types";

type ArticleIndexProps = { page: PageOf<"BlogIndexPage"> | PageOf<"StoryIndexPage"> };

/** The blog and the men's stories: an introduction, then a card per article. */
export function ArticleIndexPage({ page }: ArticleIndexProps) {
  const articles = presentItems<BlogPostSummaryFragment | StorySummaryFragment>(
    page.__typename === "BlogIndexPage" ? page.posts : page.stories,
  );
  return (
    <div>
      <PageHeader title={page.title} intro={page.intro} />
      <StreamBlocks blocks={page.body} />
      {articles.length ? (
        <ul className={styles.cards}>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>New articles are on their way.</p>
      )}
    </div>
  );
}

function ArticleCard({ article }: { article: BlogPostSummaryFragment | StorySummaryFragment }) {
  return (
    <article className={styles.card}>
      {article.__typename === "BlogPostPage" && (
        <CmsImage
          className={styles.cardImage}
          image={article.image}
          alt={article.image_alt}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        />
      )}
      <h2 className={styles.cardTitle}>
        {article.storefront_path ? <Link href={article.storefront_path}>{article.title}</Link> : article.title}
      </h2>
      <p className={styles.byline}>
        {article.__typename === "BlogPostPage" ? (
          <>
            {article.author} · <CmsDate value={article.published_on} />
          </>
        ) : (
          <>
            {article.customer_name}
            {article.months_on_product ? ` · ${article.months_on_product} months in` : null}
          </>
        )}
      </p>
      <p>{article.intro}</p>
    </article>
  );
}
