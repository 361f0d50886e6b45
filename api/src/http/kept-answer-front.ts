import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { JsonBodies } from "./body-limits";
import type { CatalogResponseCache } from "./catalog-response-cache";
import { encodingFor } from "./kept-answer";

/** Connect-style middleware that needs only node's request and response (helmet, cors, the request log). */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The largest body the front reads: the storefront's catalogue reads are 1-3 kB; anything larger goes to Express as it came. */
const MAX_BODY_BYTES = 16 * 1024;

export interface KeptAnswerFrontOptions {
  answers: CatalogResponseCache;
  bodies: Pick<JsonBodies, "readAhead">;
  /** Starts the request's log record (request-log.ts) before its body is read; Express does not start another. */
  record: NodeMiddleware;
  /** What Express applies to every response before /graphql but compression, in its order: security headers, CORS. */
  headers: NodeMiddleware[];
  /** While the database is known to be away, Express answers /graphql with its 503, kept answers or not. */
  databaseDown: () => boolean;
}

/**
 * The shop's HTTP entry, in front of Express. A guest's catalogue read answered before
 * (catalog-response-cache.ts) is answered here: Express's routing and middleware cost more CPU
 * than all the rest of such a request (a profile of the cached product page), and a kept
 * answer needs none of it but the headers every response carries. Every other request goes on to
 * Express: a guest's small GraphQL POST with its body already read (JsonBodies.readAhead), all
 * else untouched.
 */
export function keptAnswerFront(app: RequestListener, options: KeptAnswerFrontOptions): RequestListener {
  return (req, res) => {
    if (!mayBeKept(req) || options.databaseDown()) return app(req, res);
    options.record(req, res, () => undefined);
    answer(req, res, options).then(
      (answered) => answered || app(req, res),
      // Nothing is sent before the answer is known: a failure (the version read, say) is
      // Express's and GraphQL's to answer, as it would have been without the front.
      () => app(req, res),
    );
  };
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
async function answer(req: IncomingMessage & { body?: unknown }, res: ServerResponse, options: KeptAnswerFrontOptions): Promise<boolean> {
  if (!(await options.bodies.readAhead(req, res)) || typeof req.body !== "object" || req.body === null) return false;
  const kept = await options.answers.answerOrWorkOut(req.body, res);
  if (kept === null) return false;
  // First, so that should one of them fail, nothing of the kept answer is set on the response Express then makes.
  if (!(await passAll(options.headers, req, res))) return false;
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

/** Runs connect-style middleware one after the other: whether every one of them passed the request on. */
function passAll(chain: NodeMiddleware[], req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const from = (at: number): void =>
      at === chain.length ? resolve(true) : chain[at](req, res, (err) => (err ? resolve(false) : from(at + 1)));
    from(0);
  });
}
