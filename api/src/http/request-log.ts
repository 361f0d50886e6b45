import crypto from "node:crypto";
import type { Request, RequestHandler } from "express";
import { identifiedViewer } from "./viewer";

/** One line per request, for the structured log and the metrics. */
export interface RequestRecord {
  requestId: string;
  method: string;
  /** The route pattern (`/api/products/:id`), never the raw path, so it can label metrics. */
  route: string;
  /** The GraphQL operation's name, for /graphql. */
  operation?: string;
  status: number;
  durationMs: number;
  userId?: string;
}

const INCOMING_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it is a sane one, else a new one),
 * returns it in X-Request-Id, and reports the request when its response is finished.
 */
export function requestLog(report: (record: RequestRecord) => void): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const incoming = req.header("x-request-id");
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      report({
        requestId,
        method: req.method,
        route: routeOf(req),
        operation: req.baseUrl === "/graphql" ? graphqlOperation(req) : undefined,
        status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        userId: identifiedViewer(req)?.userId,
      });
    });
    next();
  };
}

function routeOf(req: Request): string {
  if (req.route?.path && typeof req.route.path === "string") return req.baseUrl + req.route.path;
  if (req.baseUrl) return req.baseUrl;
  const first = req.path.split("/")[1];
  return ["healthz", "readyz", "metrics"].includes(first) ? `/${first}` : "static";
}

/** The operation's name: the one the client chose, else the first named operation in the document. */
function graphqlOperation(req: Request): string {
  const body = req.body as { operationName?: unknown; query?: unknown } | undefined;
  const named = typeof body?.query === "string" ? /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(body.query)?.[1] : undefined;
  const name = typeof body?.operationName === "string" ? body.operationName : named;
  return name && /^\w{1,100}$/.test(name) ? name : "anonymous";
}
