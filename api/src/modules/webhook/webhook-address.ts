import dns from "node:dns";
import net from "node:net";

/**
 * Addresses a webhook may not reach unless the operator allows it (WEBHOOK_ALLOW_PRIVATE_URLS):
 * loopback, private networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * and their IPv6 forms. Otherwise an admin account, or whoever took one over, could make the shop
 * call into its own network.
 */
const PRIVATE = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mappedV4) return PRIVATE.check(mappedV4, "ipv4");
  return PRIVATE.check(address, net.isIPv6(address) ? "ipv6" : "ipv4");
}

/** Why a URL cannot be an endpoint, or null when it can (its host is resolved when `allowPrivate` is off). */
export async function urlRefusal(text: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "URL must be a full http:// or https:// address";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "URL must start with https:// or http://";
  if (url.username || url.password) return "URL must not carry a user name or password: the signature authenticates the shop";
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : (await dns.promises.lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return `URL's host ${host} cannot be found`;
  }
  return addresses.some(isPrivateAddress) ? `URL's host ${host} is a private or loopback address, which webhooks may not reach` : null;
}

/**
 * A `lookup` for http.request that refuses private addresses at connection time, so a host that
 * resolved to a public address when the endpoint was registered cannot later point inside.
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 0);
    const list = addresses;
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused)
      return callback(
        Object.assign(new Error(`${hostname} resolves to the private address ${refused.address}`), { code: "EPRIVATE" }),
        "",
        0,
      );
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};
