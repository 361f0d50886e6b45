import { ApolloServer, type ApolloServerPlugin, HeaderMap } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import type { Request, Response } from "express";
import { GraphQLError, Kind } from "graphql";
import { buildShopSchema } from "../shop/schema";
import { createLoaders, type Loaders } from "../shop/loaders";
import type { RequestContext } from "../common/context";
import { type ErrorCode, httpStatusOf, ServiceUnavailableError } from "../common/errors";
import type { Shop } from "../shop/shop";
import { createErrorFormatter } from "./graphql-errors";
import { unsafeTextGuard } from "./graphql-input-guard";
import { aliasLimitRule, complexityLimitPlugin, depthLimitRule } from "./graphql-limits";
import { schemaPrivacyPlugin } from "./graphql-lockdown";
import { TrustedDocuments, trustedDocumentsPlugin } from "./trusted-documents";
import { identify } from "./viewer";
import { CatalogResponseCache, type GraphqlBody } from "./catalog-response-cache";
import { cacheHeadersPlugin } from "./graphql-cache-headers";
import { servedOrigin } from "../modules/payment/return-origins";
import { auditOperationIs, auditRequestBy, withRequestAudit } from "../common/audit-actor";

export interface GraphqlEndpoint {
  /** Answers a /graphql request whose body is parsed (http/front.ts runs what comes before). */
  answer: (req: Request, res: Response) => Promise<void>;
  /** Guests' catalogue answers, kept for the front before Express to send again (front.ts). */
  keptAnswers: CatalogResponseCache;
  /**
   * Runs a GraphQL request (the JSON body a browser would POST) as a signed-out shopper, for the
   * server's own render of a storefront page: no token or cookie of the visitor ever reaches it.
   * `loaders` are the page request's, so the render reuses what its head read.
   */
  executeAsGuest: (body: string, ip: string, loaders: Loaders) => Promise<string>;
  stop: () => Promise<void>;
}

/** The /graphql endpoint: Apollo Server over the TypeGraphQL schema, with limits and error mapping. */
export async function createGraphqlEndpoint(shop: Shop): Promise<GraphqlEndpoint> {
  const schema = await buildShopSchema();
  const production = shop.config.env === "production";
  const catalogAnswers = new CatalogResponseCache({
    seconds: shop.config.catalogCacheSeconds,
    catalogVersion: () => shop.services.products.catalogVersion(),
  });
  const server = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: !production,
    validationRules: [depthLimitRule(shop.config.graphqlMaxDepth), aliasLimitRule(shop.config.graphqlMaxAliases)],
    formatError: createErrorFormatter({
      exposeInternals: !production,
      log: shop.log,
      translate: (err) => shop.availability.translate(err),
    }),
    // Compact JSON: the default pretty-prints every response, which costs time and bytes on big pages.
    stringifyResult: (result) => JSON.stringify(result),
    plugins: [
      // No field uses cache hints; the plugin would otherwise wrap every field resolver to look for them.
      ApolloServerPluginCacheControlDisabled(),
      unsafeTextGuard,
      complexityLimitPlugin(schema, shop.config.graphqlMaxComplexity),
      ...(production ? [schemaPrivacyPlugin({ introspectionForEveryone: shop.config.graphqlIntrospection })] : []),
      ...(shop.config.graphqlTrustedDocuments === "require"
        ? [trustedDocumentsPlugin(TrustedDocuments.fromManifests(shop.config.trustedDocumentFiles))]
        : []),
      httpStatusFromErrorCode,
      auditedOperation,
      catalogAnswers.plugin(),
      cacheHeadersPlugin(shop.config.catalogCacheSeconds),
      ...(production ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
  await server.start();
  const contextOf = async (req: Request): Promise<RequestContext> => {
    const identity = await identify(req, shop, { sameForEveryShopper: catalogAnswers.readsOnlyCatalog(req.body as GraphqlBody) }).catch(
      (err: unknown) => {
        throw asGraphqlOutage(shop.availability.translate(err));
      },
    );
    const ip = req.ip ?? "unknown";
    auditRequestBy(identity.viewer, ip, "graphql");
    return {
      ...identity,
      ip,
      origin: req.get("origin") ?? null,
      servedOn: servedOrigin(req),
      services: shop.services,
      loaders: createLoaders(shop.services),
    };
  };
  const executeAsGuest = async (json: string, ip: string, loaders: Loaders): Promise<string> => {
    const body = JSON.parse(json) as GraphqlBody;
    const kept = await catalogAnswers.answerFor(body);
    if (kept) return kept;
    const guest: RequestContext = {
      viewer: null,
      session: null,
      tokenProblem: null,
      ip,
      origin: null,
      servedOn: null,
      services: shop.services,
      loaders,
    };
    const response = await server.executeOperation(
      {
        query: String(body.query),
        variables: body.variables as Record<string, unknown> | undefined,
        operationName: body.operationName as string | undefined,
      },
      { contextValue: guest },
    );
    if (response.body.kind !== "single") throw new Error("GraphQL answered a page render incrementally");
    return JSON.stringify(response.body.singleResult);
  };
  // What Apollo's Express integration does, without Express's router in front (http/front.ts).
  const answer = async (req: Request, res: Response): Promise<void> => {
    // Every answer depends on the token: `Vary: Authorization` keeps a shared cache from handing a
    // guest's answer to a signed-in request. Appended to the response's Vary (CORS's `Origin`),
    // which Apollo's own headers would replace.
    res.vary("Authorization");
    // The request's audit slot holds its staff actor, if any, for every transaction it opens.
    return withRequestAudit(async () => {
      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      const query = req.url.indexOf("?");
      const response = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: query === -1 ? "" : req.url.slice(query), body: req.body },
        context: () => contextOf(req),
      });
      for (const [name, value] of response.headers) res.setHeader(name, value);
      res.statusCode = response.status ?? 200;
      if (response.body.kind === "complete") {
        res.send(response.body.string);
        return;
      }
      for await (const chunk of response.body.asyncIterator) {
        res.write(chunk);
        // compression's, so each part goes out as it comes
        (res as Response & { flush?: () => void }).flush?.();
      }
      res.end();
    });
  };
  return { answer, keptAnswers: catalogAnswers, executeAsGuest, stop: () => server.stop() };
}

/**
 * Names a staff request's operation in the audit log by the fields it runs (`mutation
 * updateProduct`), which say what it does whatever the client called its document.
 */
const auditedOperation: ApolloServerPlugin<RequestContext> = {
  requestDidStart() {
    return Promise.resolve({
      didResolveOperation({ operation }) {
        if (!operation) return Promise.resolve();
        const fields = operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : "..."));
        auditOperationIs(`${operation.operation} ${fields.join(",")}`);
        return Promise.resolve();
      },
    });
  },
};

/**
 * A response whose only error is "too many requests" or "unauthenticated" gets that HTTP status
 * too, so proxies and clients that look only at the status see it.
 */
const STATUS_WORTHY: ErrorCode[] = ["TOO_MANY_REQUESTS", "SERVICE_UNAVAILABLE"];
const httpStatusFromErrorCode: ApolloServerPlugin<RequestContext> = {
  requestDidStart() {
    return Promise.resolve({
      willSendResponse({ response }) {
        if (response.body.kind !== "single") return Promise.resolve();
        const codes = (response.body.singleResult.errors ?? []).map((e) => e.extensions?.code as ErrorCode);
        const code = STATUS_WORTHY.find((c) => codes.includes(c));
        if (code) response.http.status = httpStatusOf(code);
        const retryAfter = (response.body.singleResult.errors ?? []).find((e) => e.extensions?.code === code)?.extensions
          ?.retryAfterSeconds;
        // The API's errors carry it as whole seconds (common/errors: ServiceUnavailable, TooManyRequests).
        if (typeof retryAfter === "number" && !response.http.headers.has("retry-after"))
          response.http.headers.set("retry-after", String(retryAfter));
        return Promise.resolve();
      },
    });
  },
};

/**
 * Checking a signed-in viewer's session reads the database before any resolver runs: when that
 * read finds the database gone, the answer is the same 503 a resolver's would be, not Apollo's 500
 * for a failed context.
 */
function asGraphqlOutage(err: unknown): unknown {
  if (!(err instanceof ServiceUnavailableError)) return err;
  return new GraphQLError(err.message, {
    extensions: {
      code: err.code,
      retryAfterSeconds: err.retryAfterSeconds,
      http: { status: 503, headers: new Map([["retry-after", String(err.retryAfterSeconds)]]) },
    },
  });
}
