import { type Request, type Response, Router } from "express";
import { mayDo } from "../common/auth/viewer";
import { forbidden } from "../common/auth-checker";
import type { RequestContext } from "../common/context";
import { RequestError, UnauthenticatedError } from "../common/errors";
import { sendError } from "./error-response";
import { findUnsafeText, unsafeTextError } from "../common/safe-text";
import { createLoaders } from "../shop/loaders";
import type { Shop } from "../shop/shop";
import { identify } from "./viewer";
import { buildOpenApiDocument } from "./rest/openapi";
import { type RestResult, type RestRoute, staffPermissionsOf } from "../common/rest/route";
import { servedOrigin } from "../modules/payment/return-origins";
import { auditRequestBy, withRequestAudit } from "../common/audit-actor";

/**
 * The REST shim: the paths of docs/rest-api.md for existing clients. Each route parses its request,
 * calls the service method a resolver calls, and maps the result; errors become JSON
 * `{ message }` with their HTTP status.
 */
export function createRestRouter(shop: Shop, routes: RestRoute[]): Router {
  const router = Router();
  const openApi = buildOpenApiDocument(routes, shop.config.publicUrl);
  router.get("/openapi.json", (_req, res) => {
    res.json(openApi);
  });

  for (const route of routes) {
    const operation = `${route.method.toUpperCase()} /api${route.path}`;
    router[route.method](route.path, (req: Request, res: Response) =>
      withRequestAudit(async () => {
        try {
          refuseUnsafeText(req);
          const ctx = await requestContext(shop, req);
          authorize(route, ctx);
          auditRequestBy(ctx.viewer, ctx.ip, operation);
          if (route.rateLimit) await ctx.services.rateLimits.take(route.rateLimit, ctx);
          const result = await route.handle({ ctx, req, params: req.params as Record<string, string> });
          // Every CSV an admin route hands out holds the shop's records: the download is logged.
          if (result.file?.contentType.startsWith("text/csv") && staffPermissionsOf(route) !== undefined)
            await ctx.services.audit.recordExport(result.file.name, { path: req.originalUrl });
          res.status(result.status ?? route.successStatus ?? 200).set(result.headers ?? {});
          if (result.file) sendFile(res, result.file);
          else res.json(result.body);
        } catch (err) {
          sendError(res, shop.availability.translate(err), shop.log);
        }
      }),
    );
  }

  router.use((req, res) => {
    const allowed = routes.filter((r) => matchesPath(r.path, req.path)).map((r) => r.method.toUpperCase());
    if (allowed.length === 0) {
      sendError(res, new RequestError("UNKNOWN_API_PATH", `No such API path: ${req.method} ${req.baseUrl}${req.path}`), shop.log);
      return;
    }
    res.setHeader("Allow", allowed.join(", "));
    sendError(
      res,
      new RequestError("METHOD_NOT_ALLOWED", `${req.method} is not allowed on ${req.baseUrl}${req.path}`, { allowed }),
      shop.log,
    );
  });
  return router;
}

function sendFile(res: Response, file: NonNullable<RestResult["file"]>): void {
  res.type(file.contentType);
  if (file.inline) res.setHeader("Content-Disposition", `inline; filename="${file.name}"`);
  else res.attachment(file.name);
  res.send(file.bytes);
}

async function requestContext(shop: Shop, req: Request): Promise<RequestContext> {
  return {
    ...(await identify(req, shop)),
    ip: req.ip ?? "unknown",
    origin: req.get("origin") ?? null,
    servedOn: servedOrigin(req),
    services: shop.services,
    loaders: createLoaders(shop.services),
  };
}

/** Path, query and body text with a NUL or a lone surrogate is bad input, named, before anything runs. */
function refuseUnsafeText(req: Request): void {
  const field = findUnsafeText(req.params, "") ?? findUnsafeText(req.query, "") ?? findUnsafeText(req.body ?? {}, "");
  if (field) throw unsafeTextError(field);
}

function authorize(route: RestRoute, ctx: RequestContext): void {
  if (route.access === "public" || route.access === "optional") return;
  if (!ctx.viewer) throw ctx.tokenProblem ?? new UnauthenticatedError();
  const permissions = staffPermissionsOf(route);
  if (permissions && !mayDo(ctx.viewer, permissions)) throw forbidden(ctx.viewer, permissions);
}

function matchesPath(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`);
  return regex.test(path);
}
