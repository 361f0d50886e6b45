import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from "@apollo/client";
import { LogoutDocument } from "./gql/graphql";

interface ClientOptions {
  /** How requests to the shop's /graphql travel: the browser's fetch with the session's token, or the server's own executor. */
  fetch: typeof fetch;
  /** The cache the server filled while rendering the page, so hydration draws the same screen without refetching. */
  state?: NormalizedCacheObject;
  /** On the server: answer from what the render fetched, never refetch. */
  ssrMode?: boolean;
}

/** One Apollo client for an app, talking to the shop's GraphQL API on the same origin. */
export function createApolloClient({ fetch, state, ssrMode = false }: ClientOptions): ApolloClient {
  const cache = new InMemoryCache();
  if (state) cache.restore(state);
  return new ApolloClient({ link: new HttpLink({ uri: "/graphql", fetch }), cache, ssrMode });
}

/** The browser's fetch, carrying the signed-in user's token when there is one. */
export function fetchWithToken(getToken: () => string | null): typeof fetch {
  return (input, init) => {
    const token = getToken();
    const headers = new Headers(init?.headers);
    if (token) headers.set("authorization", `Bearer ${token}`);
    return fetch(input, { ...init, headers });
  };
}

/**
 * Logout ends the token on the server too, so a copy of it (another tab, a stolen device) stops
 * working. Best effort: the browser forgets the session whatever the answer, and a token the
 * server could not be told about still expires on its own. Both apps register this Logout
 * operation (codegen.yml), so the API trusts it.
 */
export function endSessionOnServer(client: ApolloClient, token: string | null): void {
  if (!token) return;
  client.mutate({ mutation: LogoutDocument, context: { headers: { authorization: `Bearer ${token}` } } }).catch(() => undefined);
}
