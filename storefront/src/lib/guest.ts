import { STORAGE_KEYS, storage } from "./storage";

/**
 * A visitor's guest identity: `guest_<timestamp>_<random>`, made on the first visit and kept,
 * so the guest cart survives reloads. The random part comes from the browser's CSPRNG because
 * the id is the only key to a guest's cart: it must not be guessable.
 */
export function newGuestId(now: number = Date.now()): string {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (b) => b.toString(36).padStart(2, "0")).join("");
  return `guest_${now}_${random}`;
}

export const GUEST_ID_PATTERN = /^guest_\d+_[a-z0-9]+$/;

/** The stored guest id, or a new stored one. */
export function currentGuestId(): string {
  const stored = storage.get(STORAGE_KEYS.guestId);
  if (stored && GUEST_ID_PATTERN.test(stored)) return stored;
  return replaceGuestId();
}

/** After logout the old guest cart must not come back: the visitor becomes a new guest. */
export function replaceGuestId(): string {
  const id = newGuestId();
  storage.set(STORAGE_KEYS.guestId, id);
  return id;
}
