import path from "node:path";

import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Our proxy applies the shop's own trailing-slash rule, so Next must not.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // server.mjs gzips responses after writing each page's fresh CSP nonce into it (server/csp.mjs).
  compress: false,
  reactStrictMode: true,
  // Several instances share one page and data cache in Redis; no copy in each process's memory,
  // which would keep serving a page another instance has refreshed. Without Redis: files, as before.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.join(import.meta.dirname, "server/redis-cache-handler.mjs"), cacheMaxMemorySize: 0 }
    : {}),
};

export default nextConfig;
