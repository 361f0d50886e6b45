import { type Request, type Response, Router } from "express";
import { isAdmin } from "../../common/auth/viewer";
import type { RequestContext } from "../../common/context";
import { DomainError, ForbiddenError, ServiceUnavailableError, TooManyRequestsError, UnauthenticatedError } from "../../common/errors";
import { findUnsafeText, unsafeTextError } from "../../common/safe-text";
import { createLoaders } from "../../loaders";
import type { Shop } from "../../shop";
import { identify } from "../viewer";
import { buildOpenApiDocument } from "./openapi";
import { type RestRoute } from "../../common/rest/route";

/**
 * The REST shim: the paths of SPEC.md §7 for existing clients. Each route parses its request,
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
    router[route.method](route.path, async (req: Request, res: Response) => {
      try {
        refuseUnsafeText(req);
        const ctx = await requestContext(shop, req);
        authorize(route, ctx);
        if (route.rateLimit) await ctx.services.rateLimits.take(route.rateLimit, ctx);
        const result = await route.handle({ ctx, req, params: req.params as Record<string, string> });
        res.status(result.status ?? route.successStatus ?? 200).set(result.headers ?? {});
        if (result.file) res.type(result.file.contentType).attachment(result.file.name).send(result.file.bytes);
        else res.json(result.body);
      } catch (err) {
        sendError(res, shop.availability.translate(err), shop.log);
      }
    });
  }

  router.use((req, res) => {
    const known = routes.some((r) => matchesPath(r.path, req.path));
    res
      .status(known ? 405 : 404)
      .json({ message: known ? `${req.method} is not allowed on ${req.path}` : `No such API path: ${req.method} ${req.path}` });
  });
  return router;
}

async function requestContext(shop: Shop, req: Request): Promise<RequestContext> {
  return {
    ...(await identify(req, shop)),
    ip: req.ip ?? "unknown",
    origin: req.get("origin") ?? null,
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
  if (route.access === "admin" && !isAdmin(ctx.viewer)) throw new ForbiddenError("Only an admin can do this");
}

/**
 * An error as the shim answers it: JSON `{ message, code, kind }` with its HTTP status, the fields
 * for bad input (`field`, `errors`) and the refusal's details, as GraphQL's extensions carry them.
 */
export function sendError(res: Response, err: unknown, log: (line: string) => void): void {
  if (err instanceof TooManyRequestsError || err instanceof ServiceUnavailableError) {
    res.setHeader("Retry-After", String(err.retryAfterSeconds));
  }
  if (err instanceof DomainError) {
    const { fields, ...extensions } = err.extensions();
    res.status(err.httpStatus).json({ message: err.message, ...extensions, ...(fields ? { errors: fields } : {}) });
    return;
  }
  log(`REST internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  res.status(500).json({ message: "Internal server error", code: "INTERNAL_SERVER_ERROR", kind: "INTERNAL" });
}

function matchesPath(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`);
  return regex.test(path);
}
