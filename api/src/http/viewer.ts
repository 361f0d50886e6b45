import type { IncomingMessage } from "node:http";
import type { Request } from "express";
import type { SignedSession } from "../common/auth/tokens";
import type { Viewer } from "../common/auth/viewer";
import { UserRole } from "../common/auth/roles";
import { UnauthenticatedError } from "../common/errors";
import type { Shop } from "../shop/shop";

export interface RequestIdentity {
  viewer: Viewer | null;
  /** The bearer token's session, for ending it (logout). */
  session: SignedSession | null;
  tokenProblem: UnauthenticatedError | null;
}

/**
 * The viewer a request's bearer token proves: a valid signature, and a session the account has
 * not ended since (password change or reset, logout, an admin's revocation). A bad, expired or
 * ended token is remembered and reported only when an operation needs a signed-in user, so public
 * queries keep working for a shopper whose old token has expired. Checked once per request.
 */
export function identify(req: Request, shop: Pick<Shop, "tokens" | "services">, options: IdentifyOptions = {}): Promise<RequestIdentity> {
  let identity = pending.get(req);
  if (!identity) {
    identity = verify(req, shop, options).then((found) => {
      identified.set(req, found);
      return found;
    });
    pending.set(req, identity);
  }
  return identity;
}

/** Who the request turned out to be, if anything it did needed to know (for the request log). */
export const identifiedViewer = (req: IncomingMessage): Viewer | null => identified.get(req)?.viewer ?? null;

const pending = new WeakMap<Request, Promise<RequestIdentity>>();
const identified = new WeakMap<IncomingMessage, RequestIdentity>();

export interface IdentifyOptions {
  /**
   * The request only reads what every shopper sees alike (the catalogue): only an admin sees more.
   * A token that does not claim an admin is then taken at its word, without its session being
   * read, so a signed-in shopper's catalogue read costs what a guest's does: nothing it can show
   * depends on which shopper asks. A shopper promoted since the token was issued sees the
   * shopper's catalogue until they sign in again.
   */
  sameForEveryShopper?: boolean;
}

/**
 * The session the request's bearer token is signed for, or null without one; throws
 * UnauthenticatedError for a bad or expired token. Verified once per request: the body parser asks
 * first (an admin may send larger bodies), then `identify`, and a verification was 6% of a
 * signed-in product page's CPU.
 */
export function bearerSession(req: IncomingMessage, tokens: Shop["tokens"]): SignedSession | null {
  let verified = bearerSessions.get(req);
  if (verified === undefined) {
    try {
      verified = tokens.sessionFromHeader(req.headers.authorization);
    } catch (err) {
      if (!(err instanceof UnauthenticatedError)) throw err;
      verified = err;
    }
    bearerSessions.set(req, verified);
  }
  if (verified instanceof UnauthenticatedError) throw verified;
  return verified;
}

const bearerSessions = new WeakMap<IncomingMessage, SignedSession | UnauthenticatedError | null>();

async function verify(req: Request, shop: Pick<Shop, "tokens" | "services">, options: IdentifyOptions): Promise<RequestIdentity> {
  try {
    const signed = bearerSession(req, shop.tokens);
    if (!signed) return { viewer: null, session: null, tokenProblem: null };
    if (options.sameForEveryShopper && signed.viewer.role !== UserRole.ADMIN)
      return { viewer: { ...signed.viewer, permissions: [] }, session: signed, tokenProblem: null };
    const viewer = await shop.services.auth.currentViewer(signed);
    return { viewer, session: signed, tokenProblem: null };
  } catch (err) {
    if (err instanceof UnauthenticatedError) return { viewer: null, session: null, tokenProblem: err };
    throw err;
  }
}
