import { isPrivateAddress, publicOnlyLookup } from "../../src/modules/webhook/webhook-address";

/**
 * Which addresses a webhook may reach: public unicast only, judging an IPv6 address that carries
 * an IPv4 address by that IPv4 address, when the endpoint is registered and when it is connected to.
 */
const PRIVATE = [
  ["127.0.0.1", "loopback"],
  ["10.0.0.8", "private network"],
  ["172.16.4.4", "private network"],
  ["192.168.1.10", "private network"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["169.254.169.254", "link-local (cloud metadata)"],
  ["0.0.0.0", "unspecified"],
  ["240.0.0.1", "reserved"],
  ["::1", "IPv6 loopback"],
  ["::", "IPv6 unspecified"],
  ["fd12::1", "IPv6 unique local"],
  ["fe80::1", "IPv6 link-local"],
  ["ff02::1", "IPv6 multicast"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:a00:1", "IPv4-mapped private network, in hex"],
  ["::ffff:169.254.169.254", "IPv4-mapped link-local"],
  ["::ffff:0:10.0.0.1", "IPv4-translated (RFC 6145) private network"],
  ["::127.0.0.1", "IPv4-compatible loopback"],
  ["::10.0.0.1", "IPv4-compatible private network"],
  ["::a9fe:a9fe", "IPv4-compatible link-local, in hex"],
  ["64:ff9b::127.0.0.1", "NAT64 loopback"],
  ["64:ff9b::a00:1", "NAT64 private network"],
  ["64:ff9b::169.254.169.254", "NAT64 link-local"],
  ["64:ff9b:1::808:808", "local-use NAT64 (RFC 8215), whatever it carries"],
  ["2002:7f00:1::1", "6to4 of loopback"],
  ["2002:c0a8:101::1", "6to4 of a private network"],
  ["2002:a9fe:a9fe::1", "6to4 of link-local"],
  ["2001:0:4136:e378:8000:63bf:f5ff:fffe", "Teredo with a private client (10.0.0.1, inverted)"],
  ["2001:0:a00:1:8000:63bf:f7f7:f7f7", "Teredo through a private server"],
  ["2001:db8::1", "IPv6 documentation"],
  ["not an address", "unparsable"],
];

const PUBLIC = [
  ["8.8.8.8", "public IPv4"],
  ["172.32.0.1", "just outside 172.16.0.0/12"],
  ["2606:4700::1111", "public IPv6"],
  ["::ffff:8.8.8.8", "IPv4-mapped public"],
  ["64:ff9b::8.8.8.8", "NAT64 of a public address"],
  ["2002:808:808::1", "6to4 of a public address"],
  ["2001:0:4136:e378:8000:63bf:f7f7:f7f7", "Teredo with a public client (8.8.8.8) and server"],
];

describe("private address rule", () => {
  it.each(PRIVATE)("%s is private: %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(PUBLIC)("%s is public: %s", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

/** What the connection-time lookup answers for a host (an address literal resolves to itself). */
const lookUp = (host: string) =>
  new Promise<{ error: NodeJS.ErrnoException | null; address: string }>((resolve) =>
    publicOnlyLookup(host, { all: false }, (error, address) => resolve({ error, address: address as string })),
  );

describe("connection-time lookup", () => {
  it.each(PRIVATE.filter(([address]) => address !== "not an address"))("refuses %s (%s)", async (address) => {
    const { error } = await lookUp(address);
    expect(error).toMatchObject({ code: "EPRIVATE", message: `${address} resolves to the private address ${address}` });
  });

  it.each(PUBLIC)("lets %s through (%s)", async (address) => {
    expect(await lookUp(address)).toEqual({ error: null, address });
  });
});
