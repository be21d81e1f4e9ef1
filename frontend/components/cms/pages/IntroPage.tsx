import { StreamBlocks } from "../blocks/StreamBlocks";
import { PageHeader } from "./PageHeader";
import type { PageOf } from "./types";

type IntroPageProps = {
  page: PageOf<"InfluencerIndexPage"> | PageOf<"CoreBrandPage">;
};

/** A title, an introduction and the editorial body: influencer areas, core-brand pages. */
export function IntroPage({ page }: IntroPageProps) {
  return (
    <article>
      <PageHeader title={page.title} intro={page.intro} />
      <StreamBlocks blocks={page.body} />
    </article>
  );
}
