// The storefront's production server: Next's request handler behind Node's HTTP server, so that
// each request's forwarding headers are settled from the connection it came on (server/forwarded.mjs)
// before any page, route or proxy reads them. Serves on PORT (3000) at LISTEN_ADDRESS: this machine
// only (127.0.0.1) unless told otherwise (0.0.0.0 for every interface, as the Docker image does).
import { createServer } from "node:http";

import { secureExchange, securitySettings } from "./server/csp.mjs";
import { normaliseForwarding, trustedProxies } from "./server/forwarded.mjs";
import { isMalformedPath, MALFORMED_PAGE } from "./server/malformed.mjs";
import { publicSecret } from "./server/shared-secret.mjs";
import { missingSiteUrl } from "./server/site-url.mjs";

// As `next start` does, before Next (and the React it renders with) is loaded.
process.env.NODE_ENV ??= "production";
const startProblem = missingSiteUrl(process.env) ?? publicSecret(process.env);
if (startProblem) {
  console.error(startProblem);
  process.exit(1);
}
const { default: next } = await import("next");

const port = Number(process.env.PORT ?? 3000);
const address = process.env.LISTEN_ADDRESS || "127.0.0.1";
const trusted = trustedProxies();
const security = securitySettings();
const app = next({ dev: false, dir: import.meta.dirname, port });
const handle = app.getRequestHandler();

await app.prepare();
const server = createServer((request, response) => {
  secureExchange(request, response, security);
  if (isMalformedPath(request.url)) {
    response.writeHead(400, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(MALFORMED_PAGE);
    return;
  }
  normaliseForwarding(request.headers, request.socket.remoteAddress, trusted);
  handle(request, response);
});
server.listen(port, address, () => console.log(`Storefront ready on ${address} port ${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
