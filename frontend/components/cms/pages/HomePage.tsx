import { StreamBlocks } from "../blocks/StreamBlocks";
import styles from "./pages.module.css";
import type { PageOf } from "./types";

export function HomePage({ page }: { page: PageOf<"HomePage"> | PageOf<"MensHomePage"> }) {
  return (
    <article>
      <h1 className={styles.visuallyHidden}>{page.title}</h1>
      <StreamBlocks blocks={page.body} />
    </article>
  );
}
