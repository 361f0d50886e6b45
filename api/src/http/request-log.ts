import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request } from "express";
import { identifiedViewer } from "./viewer";

/** One line per request, for the structured log and the metrics. */
export interface RequestRecord {
  requestId: string;
  method: string;
  /** The route pattern (`/api/products/:id`), never the raw path, so it can label metrics. */
  route: string;
  /** The path asked for, without its query: for a person reading the development log, not for metrics. */
  path: string;
  /** The GraphQL operation's name, for /graphql. */
  operation?: string;
  status: number;
  durationMs: number;
  userId?: string;
}

const INCOMING_ID = /^[\w.:-]{1,128}$/;

/** A request as Express leaves it, or as node's server hands it to the kept-answer front (http/front.ts). */
type LoggedRequest = IncomingMessage & Partial<Pick<Request, "route" | "baseUrl" | "body" | "originalUrl">>;

/** Requests already being recorded: the front starts the record of a request it then hands to Express. */
const recorded = new WeakSet<IncomingMessage>();

/**
 * Gives every request an id (the caller's X-Request-Id when it is a sane one, else a new one),
 * returns it in X-Request-Id, and reports the request when its response is finished. Works on
 * node's own request and response, so the front before Express records what it answers alike.
 */
export function requestLog(report: (record: RequestRecord) => void) {
  return (req: LoggedRequest, res: ServerResponse, next: () => void): void => {
    if (recorded.has(req)) return next();
    recorded.add(req);
    const started = process.hrtime.bigint();
    const incoming = req.headers["x-request-id"];
    const requestId = typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      const route = routeOf(req);
      report({
        requestId,
        method: req.method ?? "GET",
        route,
        path: (req.originalUrl ?? req.url ?? "/").split("?")[0],
        operation: route === "/graphql" ? graphqlOperation(req) : undefined,
        status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        userId: identifiedViewer(req)?.userId,
      });
    });
    next();
  };
}

function routeOf(req: LoggedRequest): string {
  if (req.route?.path && typeof req.route.path === "string") return req.baseUrl + req.route.path;
  if (req.baseUrl) return req.baseUrl;
  // Not routed by Express: served by the front, or by no route at all (a file, a 404).
  const first = (req.url ?? "/").split(/[/?]/)[1];
  return ["graphql", "healthz", "readyz", "metrics"].includes(first) ? `/${first}` : "static";
}

/** The operation's name: the one the client chose, else the first named operation in the document. */
function graphqlOperation(req: LoggedRequest): string {
  const body = req.body as { operationName?: unknown; query?: unknown } | undefined;
  const named = typeof body?.query === "string" ? /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(body.query)?.[1] : undefined;
  const name = typeof body?.operationName === "string" ? body.operationName : named;
  return name && /^\w{1,100}$/.test(name) ? name : "anonymous";
}
