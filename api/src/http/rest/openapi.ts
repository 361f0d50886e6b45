import { z, type ZodType } from "zod";
import { type RestRoute, staffPermissionsOf } from "../../common/rest/route";
import { requiresSentence } from "../../common/auth/permissions";
import { RestError } from "../../common/rest/shapes";

/**
 * The OpenAPI 3.1 document of the REST shim, built from the routes themselves so that every
 * mounted route is documented and nothing documented is missing.
 */
export function buildOpenApiDocument(routes: RestRoute[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {};
  const answerSchema = (schema: ZodType) => componentRef(schema, schemas);
  const errorSchema = answerSchema(RestError);
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    const params = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const query = route.query ? queryParameters(route.query) : [];
    paths[`/api${path}`] ??= {};
    paths[`/api${path}`][route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      description: describedAccess(route),
      tags: [route.tag],
      parameters: [...params, ...query],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: z.toJSONSchema(route.body, { io: "input", unrepresentable: "any" }) } },
            },
          }
        : {}),
      security: SECURITY[typeof route.access === "object" ? "staff" : route.access],
      responses: responsesFor(route, answerSchema, errorSchema),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Bagzone REST API",
      version: "1.0.0",
      description:
        "The /api paths existing clients call. GraphQL at /graphql is the full API; this shim calls the same services. Prices are in rupees. " +
        "Answers may gain properties; a client ignores the ones it does not know.",
      license: { name: "Proprietary: for Bagzone and its partners", identifier: "LicenseRef-Bagzone-Proprietary" },
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas,
    },
    paths,
  };
}

/** Who may call: a bearer token, none, or either (a token, when sent, is read). */
const SECURITY: Record<"public" | "optional" | "customer" | "staff", Array<Record<string, string[]>>> = {
  public: [],
  optional: [{}, { bearer: [] }],
  customer: [{ bearer: [] }],
  staff: [{ bearer: [] }],
};

/** A staff route's description says which permissions let a caller in, from the route's own declaration. */
function describedAccess(route: RestRoute): string | undefined {
  const permissions = staffPermissionsOf(route);
  if (!permissions) return route.note;
  return [route.note, requiresSentence(permissions)].filter(Boolean).join(" ");
}

function queryParameters(schema: RestRoute["query"]) {
  const json = z.toJSONSchema(schema!, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown> };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: "query", required: false, schema: s }));
}

/**
 * The JSON Schema of a response body, its named shapes (common/rest/shapes.ts) moved
 * into `components.schemas` and referred to from there.
 */
function componentRef(schema: ZodType, schemas: Record<string, unknown>): unknown {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  const {
    $schema: _dialect,
    $defs,
    ...own
  } = JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as Record<string, unknown>;
  Object.assign(schemas, $defs);
  return own;
}

function responsesFor(route: RestRoute, answerSchema: (schema: ZodType) => unknown, errorSchema: unknown) {
  const error = (description: string) => ({ description, content: { "application/json": { schema: errorSchema } } });
  const permissions = staffPermissionsOf(route);
  const signedIn = route.access === "customer" || permissions !== undefined;
  return {
    [route.successStatus ?? 200]: success(route, answerSchema),
    400: error("Bad input: the message names the field (also `field` and `errors`)"),
    ...(signedIn ? { 401: error("No, expired or bad token") } : {}),
    ...(permissions
      ? { 403: error(`Not a staff member holding ${permissions.length === 1 ? "the" : "one of the"} ${permissions.join(", ")} permission`) }
      : {}),
    404: error("Not found"),
    ...(route.body ? { 413: error("Request body is too large") } : {}),
    ...(route.rateLimit ? { 429: error("Too many of these calls from this address or account: Retry-After says when to try again") } : {}),
    ...Object.fromEntries((route.errors ?? []).map((e) => [e.status, error(e.when)])),
  };
}

function success(route: RestRoute, answerSchema: (schema: ZodType) => unknown) {
  if (!(route.response instanceof z.ZodType)) {
    return { description: route.returns, content: { [route.response.download]: { schema: { type: "string", format: "binary" } } } };
  }
  return {
    description: route.returns,
    ...(isPaged(route)
      ? { headers: { "X-Total-Count": { description: "How many there are in all, over every page", schema: { type: "integer" } } } }
      : {}),
    content: { "application/json": { schema: answerSchema(route.response) } },
  };
}

/** A list read by page (see paging.ts) tells the whole count in a header. */
const isPaged = (route: RestRoute) => route.query instanceof z.ZodObject && "page" in route.query.shape;
