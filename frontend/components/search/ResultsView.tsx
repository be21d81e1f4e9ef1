"use client";

import Link from "next/link";
import type { ReactNode } from "react";

import { QuizCta } from "@/components/quiz/QuizCta";
import { useStoredQuizResults } from "@/lib/quiz/use-stored-quiz-results";
import { noResultsText } from "@/lib/search/constants";
import { OPTION_ATTRIBUTE } from "@/lib/search/keyboard";
import { hasMoreArticles, visibleArticles, visibleGroups, visibleSuggestions } from "@/lib/search/lists";
import type { Screen } from "@/lib/search/overlay-state";
import type { SearchArticle, SearchPage, SearchResults, SearchSection } from "@/lib/search/types";

import { ProductTile } from "./ProductTile";
import type { ResultActions } from "./SearchOverlay";
import styles from "./SearchOverlay.module.css";

const option = { [OPTION_ATTRIBUTE]: "" };

type Props = {
  screen: Extract<Screen, { kind: "default" | "suggested" | "noResults" }>;
  faqsExpanded: boolean;
  quizLive: boolean;
  section: SearchSection;
  actions: ResultActions;
  onViewMore: () => void;
};

/** The default, suggested-results and no-results views. */
export function ResultsView({ screen, faqsExpanded, quizLive, section, actions, onViewMore }: Props) {
  const quizTaken = useStoredQuizResults();
  if (screen.kind === "suggested") {
    const { results } = screen;
    return (
      <>
        <Suggestions suggestions={visibleSuggestions(results.suggestions, results.query)} actions={actions} />
        <Faqs articles={results.articles} expanded={faqsExpanded} actions={actions} onViewMore={onViewMore} />
        <Products heading="Products" results={results} actions={actions} />
        <Resources pages={results.pages} actions={actions} />
      </>
    );
  }
  const popular = screen.popular;
  return (
    <>
      {screen.kind === "noResults" && (
        <p className={styles.noResults} role="status">
          {noResultsText(screen.query)}
        </p>
      )}
      {popular && <Products heading="Popular Products" results={popular} actions={actions} />}
      {popular && <Faqs articles={popular.articles} expanded={faqsExpanded} actions={actions} onViewMore={onViewMore} />}
      {screen.kind === "noResults" && popular && <Resources pages={popular.pages} actions={actions} />}
      {/* The quiz is offered only while its page is live, and not to a visitor who has taken it. */}
      {screen.kind === "default" && quizLive && !quizTaken && (
        <section className={styles.quiz} aria-label="Hair quiz">
          <p>Not sure where to start? Find the formula for your hair.</p>
          <span onClick={actions.close}>
            <QuizCta line={section} />
          </span>
        </section>
      )}
    </>
  );
}

/** A titled list of results: suggestions, FAQs or resources, each row a link or button. */
function ListSection<Item>({
  id,
  heading,
  listClassName,
  items,
  itemKey,
  renderItem,
  children,
}: {
  id: string;
  heading: string;
  listClassName: string;
  items: Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item, position: number) => ReactNode;
  children?: ReactNode;
}) {
  if (!items.length) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {heading}
      </h3>
      <ul className={listClassName}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index + 1)}</li>
        ))}
      </ul>
      {children}
    </section>
  );
}

function Suggestions({ suggestions, actions }: { suggestions: string[]; actions: ResultActions }) {
  return (
    <ListSection
      id="search-suggestions"
      heading="Suggestions"
      listClassName={styles.suggestions}
      items={suggestions}
      itemKey={(suggestion) => suggestion}
      renderItem={(suggestion, position) => (
        <button type="button" className={styles.suggestion} {...option} onClick={() => actions.searchSuggestion(suggestion, position)}>
          {suggestion}
        </button>
      )}
    />
  );
}

type FaqsProps = { articles: SearchArticle[]; expanded: boolean; actions: ResultActions; onViewMore: () => void };

function Faqs({ articles, expanded, actions, onViewMore }: FaqsProps) {
  if (!articles.length) return null;
  return (
    <ListSection
      id="search-faqs"
      heading="FAQs"
      listClassName={styles.faqs}
      items={visibleArticles(articles, expanded)}
      itemKey={(article) => article.id}
      renderItem={(article, position) => (
        <button type="button" className={styles.faq} {...option} onClick={() => actions.openArticle(article, position)}>
          {article.title}
        </button>
      )}
    >
      {hasMoreArticles(articles, expanded) && (
        <button type="button" className={styles.viewMore} onClick={onViewMore}>
          View More
        </button>
      )}
    </ListSection>
  );
}

function Products({ heading, results, actions }: { heading: string; results: SearchResults; actions: ResultActions }) {
  const groups = visibleGroups(results.product_groups);
  if (!groups.length) return null;
  let position = 0;
  return (
    <section className={styles.section} aria-label={heading}>
      <h3 className={styles.heading}>{heading}</h3>
      {groups.map((group) => (
        <div key={group.category} className={styles.group} role="group" aria-label={group.category}>
          <h4 className={styles.category}>{group.category}</h4>
          <ul className={styles.products}>
            {group.hits.map((hit) => {
              const at = ++position;
              return (
                <li key={hit.objectID}>
                  <ProductTile hit={hit} onOpen={() => actions.openProduct(hit, at)} />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}

function Resources({ pages, actions }: { pages: SearchPage[]; actions: ResultActions }) {
  return (
    <ListSection
      id="search-resources"
      heading="Resources"
      listClassName={styles.pages}
      items={pages}
      itemKey={(page) => page.url_path}
      renderItem={(page, position) => <PageLink page={page} onFollow={() => actions.followPage(page.url_path, position)} />}
    />
  );
}

function PageLink({ page, onFollow }: { page: SearchPage; onFollow: () => void }) {
  return (
    <Link href={page.url_path} prefetch={false} className={styles.page} {...option} onClick={onFollow}>
      <span className={styles.pageTitle}>{page.title}</span>
      {page.description && <span className={styles.pageText}>{page.description}</span>}
    </Link>
  );
}
