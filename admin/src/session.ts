/**
 * The browser session, shared with the storefront (same origin, same localStorage keys as its
 * lib/storage.ts): `token` (bearer JWT), `userInfo` (JSON of the signed-in user) and `guestId`.
 * `user` and `cart` are the keys the original shop used; they are read (user) and cleared on
 * logout too, so a session stored either way is honoured and fully forgotten.
 */
export const SESSION_KEYS = { token: "token", user: "userInfo", legacyUser: "user", guestId: "guestId", cart: "cart" } as const;

interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

export interface Session {
  token: string;
  user: SessionUser;
}

/** The stored session, or null when either half is missing or the user JSON is unreadable. */
export function readSession(storage: Storage = localStorage): Session | null {
  const token = storage.getItem(SESSION_KEYS.token);
  const userJson = storage.getItem(SESSION_KEYS.user) ?? storage.getItem(SESSION_KEYS.legacyUser);
  if (!token || !userJson) return null;
  try {
    const user = JSON.parse(userJson) as unknown;
    return isSessionUser(user) ? { token, user } : null;
  } catch {
    return null;
  }
}

export function saveSession(session: Session, storage: Storage = localStorage): void {
  storage.setItem(SESSION_KEYS.token, session.token);
  storage.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
}

/**
 * Logout (SPEC §4): user, token, cart and guest identity go. The storefront starts a new guest bag
 * (createCart, which issues the id) when the visitor next adds something.
 */
export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(SESSION_KEYS.token);
  storage.removeItem(SESSION_KEYS.user);
  storage.removeItem(SESSION_KEYS.legacyUser);
  storage.removeItem(SESSION_KEYS.cart);
  storage.removeItem(SESSION_KEYS.guestId);
}

export const isAdmin = (session: Session | null): boolean => session?.user.role.toUpperCase() === "ADMIN";

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.role === "string" && typeof v.email === "string";
}
