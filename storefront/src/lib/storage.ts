/**
 * localStorage that never throws: private modes and full quotas must not break shopping,
 * they only lose what would have been remembered.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* not remembered: see above */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing to forget */
    }
  },
};

/** Keys shared with the admin app (same origin): it reads the same token. */
export const STORAGE_KEYS = { token: "token", user: "userInfo", guestId: "guestId" } as const;
