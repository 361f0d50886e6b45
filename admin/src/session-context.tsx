import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useApolloClient } from "@apollo/client/react";
import { endSessionOnServer } from "@shop/client/apollo";
import { clearSession, readSession, saveSession, SESSION_KEYS, type Session } from "@shop/client/session";

interface SessionState {
  session: Session | null;
  signIn(session: Session): void;
  /** Clears token, user and cart, starts a new guest identity and forgets every cached answer. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [session, setSession] = useState<Session | null>(() => readSession());

  // Another tab (the storefront, or a second admin tab) may log in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values(SESSION_KEYS).includes(event.key as never)) setSession(readSession());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const signIn = useCallback((next: Session) => {
    saveSession(next);
    setSession(next);
  }, []);

  const signOut = useCallback(async () => {
    endSessionOnServer(client, session?.token ?? null);
    clearSession();
    setSession(null);
    await client.clearStore();
  }, [client, session]);

  const value = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error("useSession outside SessionProvider");
  return state;
}
