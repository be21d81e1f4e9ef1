import { getImageProps } from "next/image";

import { storefrontMediaUrl } from "@/lib/cms/media";

import local from "./rewards.module.css";

const THUMB = 64;

/** A product's picture beside its name in a choice: decorative (the name says it), fixed size. */
export function RewardThumb({ image }: { image: string | null | undefined }) {
  if (!image) return <span className={local.thumb} aria-hidden="true" />;
  const src = storefrontMediaUrl(image);
  const { props } = getImageProps({ src, alt: "", width: THUMB, height: THUMB, unoptimized: !src.startsWith("/") });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props (getImageProps), alt among them.
  return <img {...props} className={local.thumb} />;
}
