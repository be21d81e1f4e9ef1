import { ProductListing } from "@/components/product-listing/ProductListing";
import { QuickAddEnhancer } from "@/components/product-listing/QuickAddEnhancer";
import { presentItems } from "@/lib/cms/lists";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { AddProductsToCartDocument } from "@/lib/graphql/generated/graphql";

import { StreamBlocks } from "../blocks/StreamBlocks";
import { PageHeader } from "./PageHeader";
import type { PageOf } from "./types";

// Printed on the server: the browser receives the mutation as text, not the GraphQL library.
const addProductsToCart = browserOperation(AddProductsToCartDocument);

/**
 * All products (/products/, /men/products/): a card each with its prices and a quick add, by
 * section (women's formulas, duos, scalp care at /products/#scalp, boosters, men's), filterable
 * by line and by root cause.
 */
export function ProductListingPage({ page }: { page: PageOf<"ProductListingPage"> }) {
  return (
    <div>
      <PageHeader title={page.title} intro={page.intro} />
      <ProductListing sections={presentItems(page.sections)} />
      <QuickAddEnhancer addMutation={addProductsToCart} />
      <StreamBlocks blocks={page.body} />
    </div>
  );
}
