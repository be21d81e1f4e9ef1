import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Our proxy applies the shop's own trailing-slash rule, so Next must not.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // server.mjs gzips responses after writing each page's fresh CSP nonce into it (server/csp.mjs).
  compress: false,
  reactStrictMode: true,
};

export default nextConfig;
