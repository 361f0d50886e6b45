import type { LinkLifetime, SignedLinks } from "../../common/auth/signed-links";

/**
 * About an hour, ending on a quarter-hour: a page of the order shows the photos well within that,
 * and the same order read twice in a while answers the same links, so a page that reads it again
 * keeps the pictures it shows instead of loading each one again.
 */
const LIFETIME: LinkLifetime = { seconds: 60 * 60, roundedToSeconds: 15 * 60 };

/**
 * Links to a return request's photos that open without signing in for about an hour: an <img>
 * cannot send a bearer token, and the photos (often of the parcel's label: a name, an address, a
 * phone number) must not stay open to whoever a link reaches later.
 */
export class ReturnPhotoLinks {
  constructor(private readonly links: SignedLinks) {}

  /** The link to photo `number` (from 1) of the request. */
  link(requestId: string, number: number): string {
    return `/api/returns/${requestId}/photos/${number}?key=${this.links.key(subject(requestId, number), LIFETIME)}`;
  }

  /** Whether `key` came from link() for this photo and has not expired. */
  isKey(requestId: string, number: number, key: string): boolean {
    return this.links.isKey(subject(requestId, number), key);
  }
}

const subject = (requestId: string, number: number) => `return-photo:${requestId}:${number}`;
