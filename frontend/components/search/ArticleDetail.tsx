"use client";

import { useEffect, useId, useState } from "react";

import { loadArticle, type SearchOperations } from "@/lib/search/api";
import { ComparisonTable } from "@/components/ui/ComparisonTable";
import { FORMULA_LABELS, formulaCells } from "@/lib/help/formulas";
import { ARTICLE_ERROR_TEXT, ARTICLE_ERROR_TITLE } from "@/lib/search/constants";
import { OPTION_ATTRIBUTE } from "@/lib/search/keyboard";
import type { Article, SearchArticle } from "@/lib/search/types";

import styles from "./SearchOverlay.module.css";

type Loaded = { id: string; article: Article | null };

type Props = {
  operations: SearchOperations;
  articleId: string;
  /** The title from the hit, shown while the article loads. */
  title: string;
  onOpenArticle: (article: SearchArticle, position: number) => void;
};

/** An FAQ article inside the overlay: title, body, the formula comparison and related articles. */
export function ArticleDetail({ operations, articleId, title, onOpenArticle }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    void loadArticle(operations, articleId).then((article) => {
      // Missing, not live or not loaded: all the visitor can do is try later.
      if (current) setLoaded({ id: articleId, article: article === "missing" ? null : article });
    });
    return () => {
      current = false;
    };
  }, [operations, articleId]);

  const result = loaded?.id === articleId ? loaded : null;
  if (!result) {
    return (
      <article className={styles.detail} aria-busy="true">
        <h3 className={styles.detailTitle}>{title}</h3>
      </article>
    );
  }
  const { article } = result;
  if (!article) {
    return (
      <article className={styles.detail} role="alert">
        <h3 className={styles.detailTitle}>{ARTICLE_ERROR_TITLE}</h3>
        <p>{ARTICLE_ERROR_TEXT}</p>
      </article>
    );
  }
  return (
    <article className={styles.detail}>
      <h3 className={styles.detailTitle}>{article.title}</h3>
      <div className={styles.articleBody} dangerouslySetInnerHTML={{ __html: article.body }} />
      {article.comparison && <FormulaComparison comparison={article.comparison} />}
      {article.related.length > 0 && (
        <section className={styles.section} aria-label="Related articles">
          <h4 className={styles.heading}>Related</h4>
          <ul className={styles.faqs}>
            {article.related.map((related, index) => (
              <li key={related.id}>
                <button
                  type="button"
                  className={styles.faq}
                  {...{ [OPTION_ATTRIBUTE]: "" }}
                  onClick={() => onOpenArticle(related, index + 1)}
                >
                  {related.title}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function FormulaComparison({ comparison }: { comparison: NonNullable<Article["comparison"]> }) {
  const headingId = useId();
  return (
    <section className={styles.comparison}>
      <h4 id={headingId} className={styles.heading}>
        {comparison.heading}
      </h4>
      <ComparisonTable
        labelledBy={headingId}
        caption={comparison.heading}
        columns={FORMULA_LABELS}
        rows={comparison.rows.map((row) => ({ label: row.label, cells: formulaCells(row) }))}
        compact
      />
    </section>
  );
}
