import type { MetadataRoute } from "next";

import { BRAND_NAME, DEFAULT_DESCRIPTION } from "@/lib/config";

const ICON_SIZES = [48, 72, 96, 144, 192, 256, 384, 512];

// The web app manifest: the shop's name, colours and icons for a home-screen shortcut.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: BRAND_NAME,
    short_name: BRAND_NAME,
    description: DEFAULT_DESCRIPTION,
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#000000",
    icons: ICON_SIZES.map((size) => ({
      src: `/assets/icons/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
    })),
  };
}
