import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

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
