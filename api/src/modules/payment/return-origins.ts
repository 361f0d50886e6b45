/**
 * Where a payment sends the shopper back. The shop may be opened under several addresses (its
 * PUBLIC_URL, the CORS_ORIGINS its storefronts live on, and any other name or address it answers
 * on: a LAN address, a second domain); the shopper's sign-in is kept per address, so coming back
 * to another one would find them signed out. A payment returns to the address the shopper checked
 * out on when it is one of these, else to PUBLIC_URL: never to an address someone made up (an
 * open redirect).
 */
export class ReturnOrigins {
  private readonly allowed: Set<string>;
  private readonly publicOrigin: string | null;

  constructor(publicUrl: string, corsOrigins: readonly string[]) {
    this.publicOrigin = originOf(publicUrl);
    this.allowed = new Set([publicUrl, ...corsOrigins].flatMap((url) => originOf(url) ?? []));
  }

  /**
   * The origin a checkout keeps to send the shopper back to: the page's `origin` (its Origin
   * header) when it is one of the configured addresses, or the address the request itself was
   * `servedOn` (a page of the shop's own host: the shop answers there, whatever the settings
   * name); null otherwise.
   */
  returnOriginFor(origin: string | null | undefined, servedOn: string | null | undefined): string | null {
    const normalized = origin ? originOf(origin) : null;
    if (!normalized) return null;
    return this.allowed.has(normalized) || normalized === (servedOn ? originOf(servedOn) : null) ? normalized : null;
  }

  /**
   * Where a storefront `path` is for a checkout that kept `returnOrigin` (returnOriginFor): on that
   * origin when it is another of the shop's addresses, else the path itself (the payment pages are on PUBLIC_URL).
   */
  storefrontUrl(returnOrigin: string | null, path: string): string {
    return returnOrigin && returnOrigin !== this.publicOrigin ? `${returnOrigin}${path}` : path;
  }
}

/** The address a request came in on, scheme and host, as the shop answered it (behind a trusted proxy, as the proxy says). */
export const servedOrigin = (req: { protocol: string; get(header: "host"): string | undefined }): string | null => {
  const host = req.get("host");
  return host ? originOf(`${req.protocol}://${host}`) : null;
};

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
