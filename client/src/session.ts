import { browserStorage } from "./browser-storage";
import type { SessionUserFragment } from "./gql/graphql";

/**
 * The browser session both apps share (same origin, same localStorage): `token` (the bearer JWT),
 * `userInfo` (the signed-in user as the SessionUser fragment has it) and `guestId` (the guest bag
 * the API issued). `user` and `cart` are the keys the original shop used: a user stored under
 * `user` is still read, and logout forgets both, so a session stored either way is honoured and
 * fully forgotten.
 */
export const SESSION_KEYS = { token: "token", user: "userInfo", guestId: "guestId", legacyUser: "user", legacyCart: "cart" } as const;

export type SessionUser = SessionUserFragment;

export interface Session {
  token: string;
  user: SessionUser;
}

export const readToken = (): string | null => browserStorage.get(SESSION_KEYS.token);

/** The stored session, or null when either half is missing or the stored user is unreadable. */
export function readSession(): Session | null {
  const token = readToken();
  const userJson = browserStorage.get(SESSION_KEYS.user) ?? browserStorage.get(SESSION_KEYS.legacyUser);
  if (!token || !userJson) return null;
  try {
    const user: unknown = JSON.parse(userJson);
    // A user stored before staff permissions existed has none until `me` is read again.
    return isSessionUser(user) ? { token, user: { ...user, permissions: Array.isArray(user.permissions) ? user.permissions : [] } } : null;
  } catch {
    return null;
  }
}

export function saveSession({ token, user }: Session): void {
  browserStorage.set(SESSION_KEYS.token, token);
  saveSessionUser(user);
}

/** Keeps a newer copy of the signed-in user (a profile edit, a `me` that changed). */
export function saveSessionUser(user: SessionUser): void {
  browserStorage.set(SESSION_KEYS.user, JSON.stringify(user));
}

/** Whether `user` is what is stored already, so an unchanged `me` does not re-render anything. */
export const isStoredUser = (user: SessionUser): boolean => browserStorage.get(SESSION_KEYS.user) === JSON.stringify(user);

/**
 * Logout: token, user, bag and guest identity go. The storefront starts a new guest bag
 * (createCart, which issues the id) when the visitor next adds something.
 */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) browserStorage.remove(key);
}

/** The original shop stored roles in lower case ("admin"); the schema's Role is upper case. */
export const isAdmin = (user: SessionUser | null | undefined): boolean => user?.role.toUpperCase() === "ADMIN";

/** A stored user needs at least the parts both apps read before trusting it. */
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  // An account that signs in by phone only has no email.
  return typeof v.role === "string" && (typeof v.email === "string" || v.email === null);
}
