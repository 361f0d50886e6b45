import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, Request, Response } from "express";
import { DomainError, RequestError } from "../common/errors";
import { sendError, setRetryAfter } from "./error-response";

/**
 * An HTTP-level failure (the body parser's, by its `type`; Express's and serve-static's, by their
 * status) as the domain error a client can switch on; anything else stays as it is.
 */
function requestErrorOf(err: unknown): unknown {
  if (err instanceof DomainError || typeof err !== "object" || err === null) return err;
  const { type, status, message: said, body } = err as { type?: unknown; status?: unknown; message?: unknown; body?: unknown };
  const message = typeof said === "string" ? said : "Bad request";
  switch (type) {
    case "entity.too.large":
      return new RequestError("BODY_TOO_LARGE", "Request body is too large");
    case "entity.parse.failed":
      return new RequestError(
        "MALFORMED_JSON",
        isJson(body) ? "The request body must be a JSON object or list" : "Malformed JSON in request body",
      );
    case "encoding.unsupported":
    case "charset.unsupported":
      return new RequestError("UNSUPPORTED_BODY_ENCODING", message);
  }
  // Express's and serve-static's own refusals (a file that is not there, a path outside the folder,
  // a path that does not decode, an aborted upload) keep their status where a code has it.
  if (typeof status !== "number" || status < 400 || status >= 500) return err;
  // serve-static hands on the file system's own error for a missing file, whose message names the
  // server's folders ("ENOENT: no such file or directory, stat '/data/assets/...'"): the status says enough.
  const refusal = "syscall" in err ? STATUS_CODES[status]! : message;
  if (status === 404) return new RequestError("NOT_FOUND", refusal);
  if (status === 403) return new RequestError("FORBIDDEN", refusal);
  return new RequestError("BAD_REQUEST", refusal);
}

/** Whether the body the parser refused is JSON all the same: `null`, a string or a number, which it refuses as not an object or a list. */
function isJson(body: unknown): boolean {
  if (typeof body !== "string") return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * Body parser failures and anything unexpected, with a code and kind like every other error and
 * never a stack trace: in GraphQL-over-HTTP's shape (`errors[].extensions.code`) on /graphql, in
 * the REST shim's (`{ message, code, kind }`) everywhere else.
 */
export function jsonErrors(log: (line: string) => void, translate: (err: unknown) => unknown): ErrorRequestHandler {
  return (raw, req, res, next) => {
    if (res.headersSent) return next(raw);
    const err = translate(requestErrorOf(raw));
    if (isGraphqlPath(req)) sendGraphqlError(res, err, log);
    else sendError(res, err, log);
  };
}

const isGraphqlPath = (req: Request) => req.path === "/graphql" || req.path.startsWith("/graphql/");

function sendGraphqlError(res: Response, err: unknown, log: (line: string) => void): void {
  if (!(err instanceof DomainError)) {
    log(`unhandled error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    res
      .status(500)
      .json({ errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR", kind: "INTERNAL" } }] });
    return;
  }
  setRetryAfter(res, err);
  res.status(err.httpStatus).json({ errors: [{ message: err.message, extensions: err.extensions() }] });
}
