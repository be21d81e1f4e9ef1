// Who a request came from, decided once where the storefront's server accepts it.
//
// `next start` keeps an X-Forwarded-For or X-Forwarded-Host that a client wrote itself and never
// adds the address it saw, so anyone could name any address to the API's per-address rate limits
// or any host to the same-origin checks. Only proxies listed in STOREFRONT_TRUSTED_PROXY_IPS (a
// load balancer in front; none by default) may tell the storefront who the client is.
import { BlockList, isIP } from "node:net";

/** The trusted proxies: addresses and networks ("10.0.0.0/8"), comma-separated. */
export function trustedProxies(setting = process.env.STOREFRONT_TRUSTED_PROXY_IPS ?? "") {
  const list = new BlockList();
  for (const entry of setting.split(",").map((part) => part.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (!isIP(address)) throw new Error(`STOREFRONT_TRUSTED_PROXY_IPS: "${entry}" is not an address`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function isTrusted(list, address) {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** "::ffff:127.0.0.1" as "127.0.0.1": the same client, however the socket names it. */
function plain(address) {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The client's address: the peer, unless the peer is a trusted proxy, then the right-most address
 * its X-Forwarded-For names that is not one (each proxy appends the address it saw; what stands to
 * the left may have been written by the client).
 */
export function clientAddress(peer, forwardedFor, trusted) {
  const hops = [...(forwardedFor ?? "").split(",").map((part) => plain(part.trim())), plain(peer ?? "")];
  let client = hops.at(-1);
  for (let index = hops.length - 1; index >= 0 && isTrusted(trusted, client); index -= 1) {
    if (index === 0 || !isIP(hops[index - 1])) break;
    client = hops[index - 1];
  }
  return client;
}

/**
 * Rewrites a Node request's forwarding headers before Next sees them: X-Forwarded-For becomes the
 * one client address, and the X-Forwarded-Host, -Proto and -Port of a peer that is not a trusted
 * proxy are dropped (Next then fills them in from the request itself).
 */
export function normaliseForwarding(headers, peer, trusted) {
  const fromProxy = isTrusted(trusted, plain(peer ?? ""));
  headers["x-forwarded-for"] = clientAddress(peer, fromProxy ? headers["x-forwarded-for"] : "", trusted);
  if (!fromProxy) {
    for (const name of ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"]) delete headers[name];
  }
}
