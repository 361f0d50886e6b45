import type { Request } from "express";
import type { z, ZodType } from "zod";
import type { RequestContext } from "../context";
import type { Permission } from "../auth/permissions";
import type { RateLimitedAction } from "../rate-limited-actions";

/**
 * Who may call a REST route. `customer` and staff routes need a bearer token; `optional` reads one
 * if sent; a staff route (`staff(...)`) needs a staff member holding one of its permissions.
 */
type RouteAccess = "public" | "optional" | "customer" | StaffAccess;

/** A staff route: callers holding one of `staff` may call it (401 without a token, 403 without the permission). */
interface StaffAccess {
  staff: readonly [Permission, ...Permission[]];
}

/** The access of an admin route, declared next to it: `access: staff(Permission.MANAGE_CATALOGUE)`. */
export const staff = (...permissions: [Permission, ...Permission[]]): StaffAccess => ({ staff: permissions });

/** The permissions a route requires, if it is a staff route. */
export const staffPermissionsOf = (route: Pick<RestRoute, "access">): readonly Permission[] | undefined =>
  typeof route.access === "object" ? route.access.staff : undefined;

export interface RestCall {
  ctx: RequestContext;
  req: Request;
  params: Record<string, string>;
}

export interface RestResult<Body = unknown> {
  status?: number;
  body: Body;
  /** e.g. X-Total-Count on a list that is one page of more. */
  headers?: Record<string, string>;
  /** A download (a PDF, a CSV) answered instead of the JSON body; `inline` for one a page shows (a photo). */
  file?: { contentType: string; name: string; bytes: Buffer; inline?: boolean };
}

/** A success that is a file (a PDF, a CSV), not JSON. */
export interface FileDownload {
  download: string;
}

/** A failure a route can answer besides bad input, 401/403 (from its access) and 404. */
export interface DocumentedError {
  status: 401 | 403 | 409 | 429;
  when: string;
}

/**
 * One documented /api path. Routes are data: the router mounts them and the OpenAPI document is
 * built from the same list, so the two cannot drift apart.
 */
export interface RestRoute<Response extends ZodType | FileDownload = ZodType | FileDownload> {
  method: "get" | "post" | "put" | "delete";
  /** Its name in generated clients: a verb and the shop's noun (`listProducts`, `addToCart`), unique across the API. */
  operationId: string;
  /** Express-style path below /api, e.g. `/products/:idOrSlug`. */
  path: string;
  summary: string;
  tag: string;
  access: RouteAccess;
  /** The JSON body it reads, for the OpenAPI document (parsing is the handler's). */
  body?: ZodType;
  /** Query parameters it reads, for the OpenAPI document. */
  query?: ZodType;
  /** What a success answers with, in words, for the OpenAPI document. */
  returns: string;
  /** The JSON body a success answers (a named shape of rest/shapes.ts, or a list of one), or the type of the file it downloads; `handle` must answer its output, which the compiler checks. */
  response: Response;
  /** 201 for a route that creates something; 200 otherwise. */
  successStatus?: 201;
  /** Conflicts and rate limits the route can answer with, for the OpenAPI document. */
  errors?: DocumentedError[];
  /** The budget each call takes a unit of before it runs (see common/rate-limited-actions). */
  rateLimit?: RateLimitedAction;
  /** Added for forms the original REST API had no call for, or how the route reads its input. */
  note?: string;
  handle(call: RestCall): Promise<RestResult<BodyOf<Response>>>;
}

/** What a route's handler must answer: the output of its documented schema (null beside a file). */
type BodyOf<Response> = Response extends ZodType ? z.output<Response> : null;

/** A domain's routes, each handler's answer checked against the schema its route documents. */
export const defineRoutes = <Responses extends (ZodType | FileDownload)[]>(routes: {
  [K in keyof Responses]: RestRoute<Responses[K]>;
}): RestRoute[] => routes;
