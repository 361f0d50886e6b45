import type { TokenIssuer } from "../../common/auth/tokens";

/** How long a photo's link opens it at least: a page of the order shows it well within that. */
const LIFETIME_SECONDS = 60 * 60;
/**
 * Links end on a quarter-hour, so the same order read twice in a while answers the same links and
 * a page that reads it again keeps the pictures it shows instead of loading each one again.
 */
const ROUNDED_TO_SECONDS = 15 * 60;

/**
 * Links to a return request's photos that open without signing in for about an hour: an <img>
 * cannot send a bearer token, and the photos (often of the parcel's label: a name, an address, a
 * phone number) must not stay open to whoever a link reaches later. The key is the expiry and an
 * HMAC of the request, the photo and that expiry under the token secret.
 */
export class ReturnPhotoLinks {
  constructor(
    private readonly tokens: TokenIssuer,
    /** The real clock, or a test's. */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The link to photo `number` (from 1) of the request. */
  link(requestId: string, number: number): string {
    const now = Math.floor(this.clock().getTime() / 1000);
    const expires = Math.ceil((now + LIFETIME_SECONDS) / ROUNDED_TO_SECONDS) * ROUNDED_TO_SECONDS;
    return `/api/returns/${requestId}/photos/${number}?key=${expires}.${this.tokens.documentKey(subject(requestId, number, expires))}`;
  }

  /** Whether `key` came from link() for this photo and has not expired. */
  isKey(requestId: string, number: number, key: string): boolean {
    const match = /^(\d{1,12})\.(.+)$/.exec(key);
    if (!match) return false;
    const expires = Number(match[1]);
    return expires * 1000 > this.clock().getTime() && this.tokens.isDocumentKey(subject(requestId, number, expires), match[2]);
  }
}

const subject = (requestId: string, number: number, expires: number) => `return-photo:${requestId}:${number}:${expires}`;
