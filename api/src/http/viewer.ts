import type { Request } from "express";
import type { TokenIssuer } from "../common/auth/tokens";
import type { Viewer } from "../common/auth/viewer";
import { UnauthenticatedError } from "../common/errors";

export interface RequestIdentity {
  viewer: Viewer | null;
  tokenProblem: UnauthenticatedError | null;
}

/**
 * The viewer a request's bearer token proves. A bad or expired token is remembered and reported
 * only when an operation needs a signed-in user, so public queries keep working for a shopper
 * whose old token has expired.
 */
export function identify(req: Request, tokens: TokenIssuer): RequestIdentity {
  // Once per request: the request log asks again for the user id.
  let identity = identified.get(req);
  if (!identity) {
    identity = verify(req, tokens);
    identified.set(req, identity);
  }
  return identity;
}

const identified = new WeakMap<Request, RequestIdentity>();

function verify(req: Request, tokens: TokenIssuer): RequestIdentity {
  try {
    return { viewer: tokens.viewerFromHeader(req.headers.authorization), tokenProblem: null };
  } catch (err) {
    if (err instanceof UnauthenticatedError) return { viewer: null, tokenProblem: err };
    throw err;
  }
}
