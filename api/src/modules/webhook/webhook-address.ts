import dns from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Whether a webhook may not reach an address unless the operator allows it
 * (WEBHOOK_ALLOW_PRIVATE_URLS): anything but ordinary public unicast, so loopback, private
 * networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, reserved and
 * multicast ranges, in IPv4 and IPv6. Otherwise an admin account, or whoever took one over, could
 * make the shop call into its own network. IPv6 addresses that carry an IPv4 address (mapped,
 * compatible, NAT64, 6to4, Teredo) are judged by the IPv4 address they lead to. An address that
 * does not parse is refused.
 */
export function isPrivateAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return true;
  }
  if (parsed instanceof ipaddr.IPv4) return parsed.range() !== "unicast";
  const range = parsed.range();
  if (range === "unicast") return parsed.match(IPV4_COMPATIBLE) && isPrivateAddress(lowIPv4(parsed));
  const embedded = EMBEDDED_IPV4[range]?.(parsed);
  return !embedded || embedded.some(isPrivateAddress);
}

/** The deprecated IPv4-compatible form ::a.b.c.d (RFC 4291), which ipaddr.js counts as unicast. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");
/**
 * NAT64's well-known prefix (RFC 6052). ipaddr.js's rfc6052 range also holds the local-use
 * 64:ff9b:1::/48 (RFC 8215), where the operator's own network decides where the IPv4 address
 * sits and where it leads: refused whole.
 */
const WELL_KNOWN_NAT64 = ipaddr.parseCIDR("64:ff9b::/96");

/** The IPv4 address in an address's last 32 bits. */
const lowIPv4 = (ipv6: ipaddr.IPv6) => ipv4Of(ipv6.parts[6], ipv6.parts[7]);
const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** Where each IPv6 range named by ipaddr.js carries an IPv4 address; null refuses the address outright. */
const EMBEDDED_IPV4: Partial<Record<ReturnType<ipaddr.IPv6["range"]>, (ipv6: ipaddr.IPv6) => string[] | null>> = {
  ipv4Mapped: (ipv6) => [lowIPv4(ipv6)],
  rfc6145: (ipv6) => [lowIPv4(ipv6)],
  rfc6052: (ipv6) => (ipv6.match(WELL_KNOWN_NAT64) ? [lowIPv4(ipv6)] : null),
  // 2002:AABB:CCDD::/48 is the 6to4 site behind the IPv4 address AA.BB.CC.DD (RFC 3056).
  "6to4": (ipv6) => [ipv4Of(ipv6.parts[1], ipv6.parts[2])],
  // Teredo (RFC 4380): the server's IPv4 address in bits 32-63, the client's, inverted, in the last 32.
  teredo: (ipv6) => [ipv4Of(ipv6.parts[2], ipv6.parts[3]), ipv4Of(~ipv6.parts[6] & 0xffff, ~ipv6.parts[7] & 0xffff)],
};

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
