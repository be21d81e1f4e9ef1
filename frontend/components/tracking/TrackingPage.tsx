import { StreamBlocks } from "@/components/cms/blocks/StreamBlocks";
import { PageHeader } from "@/components/cms/pages/PageHeader";
import type { PageOf } from "@/components/cms/pages/types";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { OrderTrackingDocument } from "@/lib/graphql/generated/graphql";

import { OrderLookup } from "./OrderLookup";

// Printed on the server: the browser receives the query as text, not the GraphQL library.
const lookup = browserOperation(OrderTrackingDocument);

/** A tracking page (content.TrackingPage): its title and introduction, the order lookup, then the
 * editorial body. */
export function TrackingPage({ page }: { page: PageOf<"TrackingPage"> }) {
  return (
    <article>
      <PageHeader title={page.title} intro={page.intro} />
      <OrderLookup lookup={lookup} />
      <StreamBlocks blocks={page.body} />
    </article>
  );
}
