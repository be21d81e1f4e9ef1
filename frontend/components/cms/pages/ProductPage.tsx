import { PlanList } from "@/components/product/PlanList";

import { StreamBlocks } from "../blocks/StreamBlocks";
import { PageHeader } from "./PageHeader";
import type { PageOf } from "./types";

export function ProductPage({ page }: { page: PageOf<"ProductPage"> }) {
  return (
    <article>
      <PageHeader title={page.title} intro={page.intro} />
      <PlanList plans={(page.plans ?? []).filter((plan) => plan !== null)} />
      <StreamBlocks blocks={page.body} />
    </article>
  );
}
