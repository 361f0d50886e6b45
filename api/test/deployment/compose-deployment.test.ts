import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { parse } from "yaml";
import { loadConfig } from "../../src/shop/config";
import { ADMIN_IMAGE_BODY_BYTES } from "../../src/http/body-limits";
import { dockerfileInstructions, readBuildFiles } from "../support/image-build-context";

/** docker-compose.yml and its nginx (deploy/nginx.conf), read as Docker and nginx would read them. */
const REPO = path.resolve(__dirname, "..", "..", "..");

interface Service {
  image?: string;
  build?: unknown;
  pull_policy?: string;
  environment?: Record<string, string | number>;
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}
interface Compose {
  services: Record<string, Service>;
  networks?: Record<string, { ipam?: { config?: { subnet: string; ip_range?: string }[] } }>;
  volumes?: Record<string, unknown>;
}

// `merge`: the services share their settings through YAML merge keys (`<<: *shop`), as Compose reads them.
const compose = parse(fs.readFileSync(path.join(REPO, "docker-compose.yml"), "utf8"), { merge: true }) as Compose;
const nginx = fs.readFileSync(path.join(REPO, "deploy", "nginx.conf"), "utf8").replace(/#.*$/gm, "");

const services = Object.entries(compose.services);
const shopServices = services.filter(([, s]) => s.environment?.TRUST_PROXY !== undefined);

/**
 * An image named down to a release: an exact version (PostgreSQL numbers its releases major.minor,
 * the others major.minor.patch), MinIO's dated release, or a digest.
 */
const PINNED = /:(v?\d+\.\d+\.\d+[\w.-]*|RELEASE\.\d{4}-\d{2}-\d{2}T[\d-]+Z)$|^postgres:\d+\.\d+(-[\w.]+)?$|@sha256:[0-9a-f]{64}$/;

const NGINX_UNITS: Record<string, number> = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

function nginxBytes(size: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(size);
  if (!match) throw new Error(`not an nginx size: ${size}`);
  return Number(match[1]) * NGINX_UNITS[match[2].toLowerCase()];
}

/** The bodies of nginx's `location ... { }` blocks, nested braces and all. */
function locationBlocks(conf: string): string[] {
  return [...conf.matchAll(/location\s[^{]*\{/g)].map((opening) => {
    const start = opening.index + opening[0].length;
    let depth = 1;
    let end = start;
    while (depth > 0) depth += { "{": 1, "}": -1 }[conf[end++]] ?? 0;
    return conf.slice(start, end - 1);
  });
}

function inSubnet(address: string, cidr: string): boolean {
  const [network, prefix] = cidr.split("/");
  const range = new net.BlockList();
  range.addSubnet(network, Number(prefix));
  return range.check(address);
}

const networksOf = (s: Service) => (Array.isArray(s.networks) ? s.networks : Object.keys(s.networks ?? { default: null }));

describe("the compose nginx in front of the API", () => {
  it("lets through the largest body the API reads (an admin's form with its images inline)", () => {
    const limits = [...nginx.matchAll(/client_max_body_size\s+(\w+);/g)].map((m) => nginxBytes(m[1]));
    expect(limits.length).toBeGreaterThan(0);
    for (const limit of limits) expect(limit).toBeGreaterThanOrEqual(ADMIN_IMAGE_BODY_BYTES);
  });

  it("tells the API the address that connected to it, never an X-Forwarded-For the client wrote", () => {
    const proxying = locationBlocks(nginx).filter((block) => /\bproxy_pass\b/.test(block));
    expect(proxying.length).toBeGreaterThan(0);
    for (const block of proxying) expect(block).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$remote_addr;/i);
    expect(nginx).not.toMatch(/\$proxy_add_x_forwarded_for|\$http_x_forwarded_for/);
  });
});

describe("docker-compose.yml", () => {
  it("pins every image to a release, but the shop's own, which it builds", () => {
    const built = services.filter(([, s]) => s.build).map(([, s]) => s.image);
    const unpinned = services
      .filter(([, s]) => !built.includes(s.image) && !PINNED.test(s.image ?? ""))
      .map(([name, s]) => `${name}: ${s.image}`);
    expect(unpinned).toEqual([]);
  });

  it("builds the shop's image once, which the other shop services run without building or pulling it", () => {
    const builders = services.filter(([, s]) => s.build);
    expect(builders).toHaveLength(1);
    const [builderName, builder] = builders[0];
    const runningIt = services.filter(([, s]) => s.image === builder.image).map(([name]) => name);
    expect(runningIt.sort()).toEqual(shopServices.map(([name]) => name).sort());
    for (const name of runningIt.filter((name) => name !== builderName)) expect(compose.services[name].pull_policy).toBe("never");
  });

  it("has the API believe X-Forwarded-For from the nginx alone, at an address no replica can take", () => {
    const [proxyName, proxy] = services.find(([, s]) => s.image?.startsWith("nginx:"))!;
    const fixedAddresses = Object.entries(Array.isArray(proxy.networks) ? {} : (proxy.networks ?? {})).filter(([, n]) => n?.ipv4_address);
    expect(fixedAddresses).toHaveLength(1);
    const [[network, settings]] = fixedAddresses;
    const proxyAddress = settings!.ipv4_address!;
    const [{ subnet, ip_range }] = compose.networks![network].ipam!.config!;
    expect(inSubnet(proxyAddress, subnet)).toBe(true);
    expect(ip_range && inSubnet(proxyAddress, ip_range)).toBe(false);
    expect(shopServices.length).toBeGreaterThan(0);
    for (const [, shop] of shopServices) {
      expect(loadConfig({ TRUST_PROXY: String(shop.environment!.TRUST_PROXY) }).trustProxy).toEqual([proxyAddress]);
    }
    // Only the proxy and the shop's processes share its network; the proxy is on no other.
    const onItsNetwork = services.filter(([, s]) => networksOf(s).includes(network)).map(([name]) => name);
    expect(onItsNetwork.filter((name) => name !== proxyName && !compose.services[name].environment?.TRUST_PROXY)).toEqual([]);
    expect(networksOf(proxy)).toEqual([network]);
  });

  it("gives every shop process a volume at the image's DATA_DIR, where its user may write the email outbox", () => {
    const image = dockerfileInstructions(readBuildFiles(REPO).dockerfile).filter(
      (i) => i.keyword === "ENV" && i.args.startsWith("DATA_DIR="),
    );
    const imageDataDir = image[image.length - 1].args.slice("DATA_DIR=".length);
    for (const [, shop] of shopServices) {
      const dataDir = shop.environment?.DATA_DIR;
      expect(dataDir).toBe(imageDataDir);
      const volume = shop.volumes?.find((v) => v.endsWith(`:${dataDir}`))?.split(":")[0];
      expect(compose.volumes).toHaveProperty([volume!]);
    }
  });
});
