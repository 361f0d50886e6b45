/**
 * Where a payment sends the shopper back. The shop may be opened under several addresses (its
 * PUBLIC_URL and the CORS_ORIGINS its storefronts live on); the shopper's sign-in is kept per
 * address, so coming back to another one would find them signed out. A payment returns to the
 * address the shopper checked out on when the shop allows it, else to PUBLIC_URL: never to an
 * address someone made up (an open redirect).
 */
export class ReturnOrigins {
  private readonly allowed: Set<string>;
  private readonly publicOrigin: string | null;

  constructor(publicUrl: string, corsOrigins: readonly string[]) {
    this.publicOrigin = originOf(publicUrl);
    this.allowed = new Set([publicUrl, ...corsOrigins].flatMap((url) => originOf(url) ?? []));
  }

  /** The allowed origin of `origin`, or null when it is none of the shop's. */
  allowedOrigin(origin: string | null | undefined): string | null {
    const normalized = origin ? originOf(origin) : null;
    return normalized && this.allowed.has(normalized) ? normalized : null;
  }

  /**
   * Where a storefront `path` is for a checkout that kept `returnOrigin`: on that origin when it is
   * another of the shop's addresses, else the path itself (the payment pages are on PUBLIC_URL).
   */
  storefrontUrl(returnOrigin: string | null, path: string): string {
    const origin = this.allowedOrigin(returnOrigin);
    return origin && origin !== this.publicOrigin ? `${origin}${path}` : path;
  }
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
