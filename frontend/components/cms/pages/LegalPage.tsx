import Link from "next/link";

import { presentItems } from "@/lib/cms/lists";

import { StreamBlocks } from "../blocks/StreamBlocks";
import { CmsDate } from "./CmsDate";
import styles from "./listing.module.css";
import { PageHeader } from "./PageHeader";
import type { PageOf } from "./types";

type LegalPageProps = { page: PageOf<"LegalPage"> | PageOf<"LegalIndexPage"> };

export function LegalPage({ page }: LegalPageProps) {
  const documents = page.__typename === "LegalIndexPage" ? presentItems(page.documents) : [];
  return (
    <article>
      <PageHeader title={page.title} />
      <p className={styles.lastUpdated}>
        Last updated <CmsDate value={page.last_updated} />
      </p>
      {documents.length > 0 && (
        <nav aria-label={`More from ${page.title}`} className={styles.documents}>
          <ul>
            {documents.map(
              (document) =>
                document.storefront_path && (
                  <li key={document.id}>
                    <Link href={document.storefront_path}>{document.title}</Link>
                  </li>
                ),
            )}
          </ul>
        </nav>
      )}
      <StreamBlocks blocks={page.body} />
    </article>
  );
}
