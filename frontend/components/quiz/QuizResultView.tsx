import Link from "next/link";
import type { CSSProperties } from "react";

import { NewsletterForm } from "@/components/newsletter/NewsletterForm";
import { ProductImage } from "@/components/product/ProductImage";
import { ProductPurchase } from "@/components/product/ProductPurchase";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { AddProductsToCartDocument } from "@/lib/graphql/generated/graphql";
import { causeStrengths, recommendedInterval } from "@/lib/quiz/recommendation";
import type { QuizResultData } from "@/lib/quiz/server";

import { QuizBoosters } from "./QuizBoosters";
import styles from "./QuizResultView.module.css";

// Printed on the server: the browser receives the mutations as text, not the GraphQL library.
const addProductsToCart = browserOperation(AddProductsToCartDocument);

export const QUIZ_PURCHASE_SOURCE = "quiz";

type Props = {
  result: QuizResultData;
  /** The quiz's page while it can be taken (for "Retake the quiz"); null: it cannot. */
  retakeHref: string | null;
};

/** A quiz result (/quiz/results/<token>/): the root causes in their colours with the CMS's
 * explanations, then the recommended formula and plan, added to the cart as the quiz's. */
export function QuizResultView({ result, retakeHref }: Props) {
  const { root_causes: causes, recommendation } = result;
  const strengths = causeStrengths(causes);
  const page = recommendation.product_page;
  const data = page?.add_to_cart_data;
  const [first, ...rest] = data?.options ?? [];

  return (
    <article className={styles.result}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Your hair quiz results</p>
        <h1 className={styles.heading}>
          {causes.length ? "What is behind your hair changes" : "Your hair, in balance"}
        </h1>
        <p className={styles.lead}>
          {causes.length
            ? "Your answers point to these root causes, strongest first."
            : "Your answers point to no single root cause. The plan below supports healthy growth all round."}
        </p>
      </header>

      {causes.length > 0 && (
        <section aria-labelledby="root-causes" className={styles.section}>
          <h2 id="root-causes" className="visually-hidden">
            Your root causes
          </h2>
          <ol className={styles.causes}>
            {causes.map((cause, index) => (
              <li
                key={cause.category}
                className={styles.cause}
                data-category={cause.category}
                style={{ "--cause-colour": cause.colour } as CSSProperties}
              >
                <div className={styles.causeHead}>
                  <h3 className={styles.causeTitle}>
                    <span className={styles.swatch} aria-hidden="true" />
                    {cause.title}
                  </h3>
                  {/* The category's name, unless the quiz's heading already is it. */}
                  {cause.label.toLowerCase() !== cause.title.toLowerCase() && (
                    <span className={styles.label}>{cause.label}</span>
                  )}
                </div>
                <div className={styles.meter} aria-hidden="true">
                  <div className={styles.meterBar} style={{ width: `${strengths[index]}%` }} />
                </div>
                {cause.explanation && (
                  <div className={styles.explanation} dangerouslySetInnerHTML={{ __html: cause.explanation }} />
                )}
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="recommended-plan" className={`${styles.section} ${styles.recommendation}`}>
        <h2 id="recommended-plan" className={styles.sectionHeading}>
          Your recommended plan
        </h2>
        {page && data && first ? (
          <div className={styles.product}>
            {data.mainimg && (
              <div className={styles.productImage}>
                <ProductImage src={data.mainimg} alt={data.title} />
              </div>
            )}
            <div className={styles.productText}>
              <h3 className={styles.productTitle}>{page.title}</h3>
              {page.intro && <p className={styles.productIntro}>{page.intro}</p>}
            </div>
            <div className={styles.productDetails}>
              <ProductPurchase
                data={{ ...data, options: [first, ...rest] }}
                preselectedInterval={recommendedInterval(data.options, recommendation.plan)}
                addMutation={addProductsToCart}
                purchaseSource={QUIZ_PURCHASE_SOURCE}
                quizReco
              />
              {page.storefront_path && (
                <Link href={page.storefront_path} className={styles.more}>
                  More about {page.title}
                </Link>
              )}
            </div>
          </div>
        ) : (
          <p className={styles.unavailable}>
            The product your answers point to is not available right now.{" "}
            <Link href="/products/">See all our products</Link>.
          </p>
        )}
      </section>

      <QuizBoosters boosters={recommendation.booster_products} addMutation={addProductsToCart} />

      <section aria-labelledby="quiz-email" className={`${styles.section} ${styles.email}`}>
        <h2 id="quiz-email" className={styles.sectionHeading}>
          Stay on track
        </h2>
        <NewsletterForm id="quiz-newsletter-email" location="quiz_results" />
      </section>

      {retakeHref && (
        <p className={styles.retake}>
          Something changed? <Link href={retakeHref}>Retake the quiz</Link>
        </p>
      )}
    </article>
  );
}
