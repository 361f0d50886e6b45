import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { endSessionOnServer } from "@shop/client/apollo";
import { toCallError } from "@shop/client/call-result";
import {
  clearSession,
  isStoredUser,
  readSession,
  readToken,
  saveSession,
  saveSessionUser,
  type Session as StoredSession,
  type SessionUser,
} from "@shop/client/session";
import { MeDocument } from "../gql/graphql";
import { forgetGuestId, keepGuestId, storedGuestId } from "./guest";
import { startsFromServerHtml } from "./server-html";

export interface Session {
  /** The signed-in shopper, or null for a guest. */
  user: SessionUser | null;
  /** This browser's guest identity, issued by the API with the guest's first bag (null until then). */
  guestId: string | null;
  /** Keeps the guest id the API issued (createCart), or forgets one it refused. */
  setGuestId(id: string | null): void;
  signIn(auth: SignedIn): void;
  /** Forgets user, token and cart; the visitor becomes a new guest. */
  signOut(): void;
  updateUser(user: SessionUser): void;
}

/** A session as signing in gives it: the token and who it belongs to. */
export type SignedIn = StoredSession;

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside <SessionProvider>");
  return session;
}

/** The server refused the token itself, not the request: the shopper is no longer signed in. */
const sessionEnded = (error: unknown): boolean => error != null && toCallError(error, "").kind === "unauthenticated";

const readStoredUser = (): SessionUser | null => readSession()?.user ?? null;

/**
 * Who is shopping. The stored user lets the header render at once; `me` then confirms the token
 * and refreshes the stored user, or signs out when the token is no longer accepted. A page the
 * server rendered was rendered for a guest: it is hydrated as one, then the stored user comes in.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [user, setUser] = useState<SessionUser | null>(() => (startsFromServerHtml ? null : readStoredUser()));
  const [guestId, setStoredGuestId] = useState<string | null>(storedGuestId);
  const setGuestId = useCallback((id: string | null) => {
    if (id) keepGuestId(id);
    else forgetGuestId();
    setStoredGuestId(id);
  }, []);
  useEffect(() => {
    const stored = startsFromServerHtml ? readStoredUser() : null;
    // A transition: React finishes hydrating what still waits for its code before the header changes.
    if (stored) startTransition(() => setUser(stored));
  }, []);

  const updateUser = useCallback((next: SessionUser) => {
    saveSessionUser(next);
    setUser(next);
  }, []);

  const signIn = useCallback((session: SignedIn) => {
    saveSession(session);
    setUser(session.user);
  }, []);

  const signOut = useCallback(() => {
    endSessionOnServer(client, readToken());
    clearSession();
    setUser(null);
    setGuestId(null);
    void client.clearStore();
  }, [client, setGuestId]);

  const hasToken = user !== null;
  const me = useQuery(MeDocument, { skip: !hasToken, fetchPolicy: "network-only" });
  useEffect(() => {
    if (!hasToken || me.loading) return;
    if (me.data?.me) {
      if (!isStoredUser(me.data.me)) updateUser(me.data.me);
    } else if ((me.data && me.data.me === null) || sessionEnded(me.error)) {
      signOut(); // the token expired, or the session was ended (password change, another logout, an admin)
    }
  }, [hasToken, me.loading, me.data, me.error, updateUser, signOut]);

  const value = useMemo<Session>(
    () => ({ user, guestId, setGuestId, signIn, signOut, updateUser }),
    [user, guestId, setGuestId, signIn, signOut, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
