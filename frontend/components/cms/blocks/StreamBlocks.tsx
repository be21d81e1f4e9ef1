import type { ComponentType } from "react";

import type { StreamBlocksFragment } from "@/lib/graphql/generated/graphql";

import { CardsBlock } from "./CardsBlock";
import { ClinicalResultsBlock } from "./ClinicalResultsBlock";
import { ComparisonTableBlock } from "./ComparisonTableBlock";
import { CtaBlock } from "./CtaBlock";
import { FaqListBlock } from "./FaqListBlock";
import { FormulaComparisonBlock } from "./FormulaComparisonBlock";
import { GuaranteeBlock } from "./GuaranteeBlock";
import { HeroBlock } from "./HeroBlock";
import { HowToUseBlock } from "./HowToUseBlock";
import { ImageWithTextBlock } from "./ImageWithTextBlock";
import { ProductCardsBlock } from "./ProductCardsBlock";
import { ProductTeaserBlock } from "./ProductTeaserBlock";
import { RichTextSectionBlock } from "./RichTextSectionBlock";
import { SupplementFactsBlock } from "./SupplementFactsBlock";
import { TestimonialsBlock } from "./TestimonialsBlock";
import { TimelineBlock } from "./TimelineBlock";
import type { BlockOf, BlockTypename } from "./types";

/** The block registry: one component per StreamField block type the CMS offers. */
const blockRegistry: { [T in BlockTypename]?: ComponentType<{ block: BlockOf<T> }> } = {
  HeroBlock,
  RichTextSectionBlock,
  ImageWithTextBlock,
  CardsBlock,
  ComparisonTableBlock,
  FormulaComparisonBlock,
  TestimonialsBlock,
  FaqListBlock,
  CtaBlock,
  ProductTeaserBlock,
  ProductCardsBlock,
  SupplementFactsBlock,
  ClinicalResultsBlock,
  HowToUseBlock,
  TimelineBlock,
  GuaranteeBlock,
};

type Props = { blocks: readonly (StreamBlocksFragment | null)[] | null | undefined };

export function StreamBlocks({ blocks }: Props) {
  return (
    <>
      {(blocks ?? []).map((block) => {
        if (!block) return null;
        const Block = blockRegistry[block.__typename as BlockTypename] as
          | ComponentType<{ block: StreamBlocksFragment }>
          | undefined;
        return Block ? <Block key={block.id ?? undefined} block={block} /> : null;
      })}
    </>
  );
}
