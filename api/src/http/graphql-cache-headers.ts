import type { ApolloServerPlugin } from "@apollo/server";
import type { RequestContext } from "../common/context";
import { readsOnlyCatalog } from "./catalog-response-cache";

/**
 * Cache-Control for GraphQL answers, so a CDN or an app's HTTP cache can reuse what is the same for
 * everyone and never keeps what is not:
 * - a guest's catalogue read sent as GET (no token), answered without errors: public for the
 *   seconds the server itself may reuse it (CATALOG_CACHE_SECONDS), then served stale for ten
 *   times as long while it is fetched again;
 * - everything else (a signed-in viewer, a cart, a checkout, any mutation, any error): private
 *   and not stored.
 * (`Vary: Authorization`, which keeps a shared cache from handing a guest's answer to a signed-in
 * request, is set on Express's response: http/graphql.ts.)
 */
export function cacheHeadersPlugin(catalogSeconds: number): ApolloServerPlugin<RequestContext> {
  const shared =
    catalogSeconds > 0 ? `public, max-age=${catalogSeconds}, stale-while-revalidate=${catalogSeconds * 10}` : "public, no-cache";
  return {
    requestDidStart({ request, contextValue }) {
      return Promise.resolve({
        willSendResponse({ response, operation }) {
          const guest = !contextValue.viewer && !contextValue.tokenProblem && !request.http?.headers.get("authorization");
          const clean = response.body.kind === "single" && !response.body.singleResult.errors;
          const publicRead = request.http?.method === "GET" && guest && clean && operation !== undefined && readsOnlyCatalog(operation);
          response.http.headers.set("cache-control", publicRead ? shared : "private, no-store");
          return Promise.resolve();
        },
      });
    },
  };
}
