import { z } from "zod";
import { RestRoute } from "./route";

/**
 * The OpenAPI 3.1 document of the REST shim, built from the routes themselves so that every
 * mounted route is documented and nothing documented is missing.
 */
export function buildOpenApiDocument(routes: RestRoute[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    const params = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: "path", required: true, schema: { type: "string" } }));
    const query = route.query ? queryParameters(route.query) : [];
    paths[`/api${path}`] ??= {};
    paths[`/api${path}`][route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      description: route.note,
      tags: [route.tag],
      parameters: [...params, ...query],
      ...(route.body ? { requestBody: { required: true, content: { "application/json": { schema: z.toJSONSchema(route.body, { io: "input", unrepresentable: "any" }) } } } } : {}),
      security: SECURITY[route.access],
      responses: responsesFor(route),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Bagzone REST API",
      version: "1.0.0",
      description: "The /api paths existing clients call. GraphQL at /graphql is the full API; this shim calls the same services. Prices are in rupees.",
      license: { name: "Proprietary: for Bagzone and its partners", identifier: "LicenseRef-Bagzone-Proprietary" },
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { Error: { type: "object", required: ["message"], properties: { message: { type: "string" } } } },
    },
    paths,
  };
}

/** Who may call: a bearer token, none, or either (a token, when sent, is read). */
const SECURITY: Record<RestRoute["access"], Array<Record<string, string[]>>> = {
  public: [],
  optional: [{}, { bearer: [] }],
  customer: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

function queryParameters(schema: RestRoute["query"]) {
  const json = z.toJSONSchema(schema!, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown> };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: "query", required: false, schema: s }));
}

function responsesFor(route: RestRoute) {
  const error = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });
  const signedIn = route.access === "customer" || route.access === "admin";
  return {
    [route.successStatus ?? 200]: { description: route.returns },
    400: error("Bad input: the message names the field (also `field` and `errors`)"),
    ...(signedIn ? { 401: error("No, expired or bad token") } : {}),
    ...(route.access === "admin" ? { 403: error("Not an admin") } : {}),
    404: error("Not found"),
    ...(route.body ? { 413: error("Request body is too large") } : {}),
    ...(route.rateLimit ? { 429: error("Too many of these calls from this address or account: Retry-After says when to try again") } : {}),
    ...Object.fromEntries((route.errors ?? []).map((e) => [e.status, error(e.when)])),
  };
}
