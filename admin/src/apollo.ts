import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { LogoutDocument } from "./gql/graphql";

/** One Apollo client for the app, talking to the shop's GraphQL API on the same origin. */
export function createApolloClient(getToken: () => string | null): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri: "/graphql",
      fetch: (input, init) => {
        const token = getToken();
        const headers = new Headers(init?.headers);
        if (token) headers.set("authorization", `Bearer ${token}`);
        return fetch(input, { ...init, headers });
      },
    }),
    cache: new InMemoryCache(),
  });
}

/**
 * Logout ends the token on the server too, so a copy of it (another tab, a stolen device) stops
 * working. Best effort: the browser forgets the session whatever the answer, and a token the
 * server could not be told about still expires on its own.
 */
export function endSessionOnServer(client: ApolloClient, token: string | null): void {
  if (!token) return;
  client.mutate({ mutation: LogoutDocument, context: { headers: { authorization: `Bearer ${token}` } } }).catch(() => undefined);
}
