import { browserStorage as storage } from "@shop/client/browser-storage";
import { SESSION_KEYS } from "@shop/client/session";

/**
 * A visitor's guest identity: the bag id the API issued with `createCart` when the visitor first
 * put something in the bag, kept so the guest bag survives reloads. The API alone knows what a
 * valid id looks like (api/src/modules/cart/guest-id.ts): the storefront keeps what it was given
 * and, if the API ever refuses it (INVALID_GUEST_ID), forgets it and starts a new bag.
 */
export function storedGuestId(): string | null {
  return storage.get(SESSION_KEYS.guestId) || null;
}

export function keepGuestId(id: string): void {
  storage.set(SESSION_KEYS.guestId, id);
}

/** After logout the old guest bag must not come back: the next bag is a new guest's. */
export function forgetGuestId(): void {
  storage.remove(SESSION_KEYS.guestId);
}
