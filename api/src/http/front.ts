import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Express, Request, Response } from "express";
import type { JsonBodies } from "./body-limits";
import type { CatalogResponseCache } from "./catalog-response-cache";
import { encodingFor } from "./kept-answer";
import { type NodeMiddleware, runChain } from "./node-middleware";

/** The largest body the front reads ahead for a kept answer: the storefront's catalogue reads are 1-3 kB. */
const MAX_BODY_BYTES = 16 * 1024;

export interface FrontOptions {
  /** Express, for everything but /graphql: REST, assets, webhooks, pages, health. */
  app: Express;
  /**
   * /graphql, in the order Express would run it: the request log, the response headers,
   * compression, the body parser, the outage check, then Apollo (`answer`).
   */
  graphql: {
    chain: ((req: Request, res: Response, next: (err?: unknown) => void) => unknown)[];
    answer: (req: Request, res: Response) => Promise<void>;
  };
  /** What answers a failure of the chain or of Apollo: the error shapes Express's error handler gives /graphql. */
  errors: (err: unknown, req: Request, res: Response, next: (err?: unknown) => void) => void;
  kept: {
    answers: CatalogResponseCache;
    bodies: Pick<JsonBodies, "readAhead">;
    /** Starts the request's log record (request-log.ts) before its body is read; the chain does not start another. */
    record: NodeMiddleware;
    /** The headers every response carries (response-headers.ts): security headers, CORS. */
    headers: NodeMiddleware[];
    /** While the database is known to be away, /graphql answers its 503, kept answers or not. */
    databaseDown: () => boolean;
  };
}

/**
 * The shop's HTTP entry, in front of Express. /graphql never goes through Express's router: its
 * routing and its layers cost more CPU per request than Apollo's own work on a small read (0.22 ms
 * against 0.077 ms for `{ __typename }` on node's server). The front runs /graphql's middleware
 * itself (the same instances Express runs for every other request) and calls Apollo directly;
 * request and response get Express's prototypes, as Express gives them, so the middleware, the
 * context and the answer (`res.send`: ETag, freshness, HEAD) behave exactly as before.
 *
 * A guest's catalogue read answered before (catalog-response-cache.ts) is answered first, with
 * no more than the headers every response carries.
 */
export function shopFront(options: FrontOptions): RequestListener {
  const { app, kept } = options;
  const graphql = (req: IncomingMessage, res: ServerResponse) => void answerGraphql(asExpress(app, req, res), options);
  return (req, res) => {
    if (!isGraphql(req)) return app(req, res);
    if (!mayBeKept(req) || kept.databaseDown()) return graphql(req, res);
    kept.record(req, res, () => undefined);
    answerKept(req, res, kept).then(
      (answered) => answered || graphql(req, res),
      // Nothing is sent before the answer is known: a failure (the version read, say) is
      // GraphQL's to answer, as it would have been without kept answers.
      () => graphql(req, res),
    );
  };
}

/** /graphql and anything under it, as Express's `app.use("/graphql")` matched it (case-insensitively). */
function isGraphql(req: IncomingMessage): boolean {
  const url = req.url ?? "/";
  if (url.length < 8 || (url[1] !== "g" && url[1] !== "G")) return false;
  const path = url.split("?", 1)[0].toLowerCase();
  return path === "/graphql" || path.startsWith("/graphql/");
}

/** node's request and response as Express hands them to its middleware (Express's `app.handle`), without its router. */
function asExpress(app: Express, req: IncomingMessage, res: ServerResponse): { req: Request; res: Response } {
  const request = Object.setPrototypeOf(req, app.request) as Request;
  const response = Object.setPrototypeOf(res, app.response) as Response;
  request.res = response;
  response.req = request;
  response.locals ??= Object.create(null) as Response["locals"];
  return { req: request, res: response };
}

async function answerGraphql({ req, res }: { req: Request; res: Response }, options: FrontOptions): Promise<void> {
  const fail = (err: unknown) =>
    options.errors(err, req, res, () => {
      // The answer had begun when it failed: as Express's final handler, end the connection.
      req.socket.destroy();
    });
  try {
    const outcome = await runChain(options.graphql.chain, req, res);
    if (!outcome.passed) return "error" in outcome ? fail(outcome.error) : undefined;
    await options.graphql.answer(req, res);
  } catch (err) {
    fail(err);
  }
}

/** A guest's POST to /graphql with a small body: possibly a catalogue read answered before. */
function mayBeKept(req: IncomingMessage): boolean {
  const { headers } = req;
  const length = Number(headers["content-length"]);
  return (
    req.method === "POST" &&
    (req.url === "/graphql" || req.url?.startsWith("/graphql?") === true) &&
    !headers.authorization &&
    length > 0 &&
    length <= MAX_BODY_BYTES &&
    !headers["content-encoding"]
  );
}

/** Sends the kept answer, if there is one: whether it did. */
async function answerKept(req: IncomingMessage & { body?: unknown }, res: ServerResponse, options: FrontOptions["kept"]): Promise<boolean> {
  if (!(await options.bodies.readAhead(req, res)) || typeof req.body !== "object" || req.body === null) return false;
  const kept = await options.answers.answerOrWorkOut(req.body, res);
  if (kept === null) return false;
  // First, so that should one of them fail, nothing of the kept answer is set on the response GraphQL then makes.
  if (!(await runChain(options.headers, req, res)).passed) return false;
  // The headers GraphQL sends a guest's POST (graphql-cache-headers.ts: a POST is never shared),
  // and those of compression, whose work the kept answer has done already.
  const encoding = encodingFor(req.headers["accept-encoding"], kept.json.length);
  const bytes = kept.bytes(encoding);
  res.statusCode = 200;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("ETag", kept.etag);
  res.setHeader("Cache-Control", "private, no-store");
  const vary = res.getHeader("Vary"); // CORS's Origin, when it is on
  res.setHeader("Vary", `${vary ? `${String(vary)}, ` : ""}Authorization, Accept-Encoding`);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", bytes.length);
  res.end(bytes);
  return true;
}
