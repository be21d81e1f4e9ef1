import { StreamBlocks } from "../blocks/StreamBlocks";
import { PageHeader } from "./PageHeader";
import type { PageOf } from "./types";

export function ContentPage({ page }: { page: PageOf<"ContentPage"> }) {
  return (
    <article>
      <PageHeader title={page.title} intro={page.intro} />
      <StreamBlocks blocks={page.body} />
    </article>
  );
}
