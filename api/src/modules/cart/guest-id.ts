import { randomBytes } from "node:crypto";
import { ValidationError } from "../../common/errors";

/**
 * The one place that says what a guest's bag id looks like. The id is the only key to a guest's
 * bag, so it must be unguessable:
 * - `createCart` issues `gc_` and 32 characters of base64url (24 random bytes): opaque, and all
 *   new guests get one;
 * - ids clients made before it, `guest_<timestamp>_<random>` with a random part of 6 or more
 *   letters and digits, stay accepted (the documented REST paths, and bags already kept in browsers).
 * Clients never check ids themselves: they keep the one they were given.
 */
const ISSUED_GUEST_ID = /^gc_[A-Za-z0-9_-]{32}$/;
const CLIENT_MADE_GUEST_ID = /^guest_\d{10,16}_[A-Za-z0-9]{6,64}$/;

export const GUEST_ID_FORMAT = "an id issued by createCart (older client-made ids, guest_<timestamp>_<random>, are still accepted)";

/** A new guest's bag id. */
export const issueGuestId = (): string => `gc_${randomBytes(24).toString("base64url")}`;

const isGuestId = (value: string): boolean => ISSUED_GUEST_ID.test(value) || CLIENT_MADE_GUEST_ID.test(value);

export function validGuestId(guestId: string | null | undefined): string {
  if (!guestId) throw ValidationError.field("guestId", "A guest id is required when nobody is signed in");
  if (!isGuestId(guestId)) throw ValidationError.field("guestId", "Invalid guest id", "INVALID_GUEST_ID");
  return guestId;
}
