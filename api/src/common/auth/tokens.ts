import { createSecretKey, KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";
import { UnauthenticatedError } from "../errors";
import { UserRole } from "./roles";
import { Viewer } from "./viewer";

interface TokenClaims {
  sub: string;
  role: UserRole;
}

/** Signs and verifies the bearer tokens that prove who a shopper or admin is. */
export class TokenIssuer {
  /**
   * A KeyObject rather than the secret text: given a string, jsonwebtoken first tries to parse it
   * as a public key on every verify, which was a measurable share of each request's CPU.
   */
  private readonly secret: KeyObject;

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, "utf8"));
  }

  issue(viewer: Viewer): string {
    const claims: TokenClaims = { sub: viewer.userId, role: viewer.role };
    return jwt.sign(claims, this.secret, {
      algorithm: "HS256",
      expiresIn: this.expiresIn as jwt.SignOptions["expiresIn"],
    });
  }

  /** Throws UnauthenticatedError for an expired, tampered or malformed token. */
  verify(token: string): Viewer {
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: ["HS256"] }) as jwt.JwtPayload & TokenClaims;
      if (typeof claims.sub !== "string" || !Object.values(UserRole).includes(claims.role)) {
        throw new Error("unexpected claims");
      }
      return { userId: claims.sub, role: claims.role };
    } catch (err) {
      if (err instanceof jwt.TokenExpiredError) {
        throw new UnauthenticatedError("Your session has expired, please log in again");
      }
      throw new UnauthenticatedError("Invalid token, please log in again");
    }
  }

  /** Reads `Authorization: Bearer <token>`; no header means an anonymous viewer. */
  viewerFromHeader(header: string | undefined): Viewer | null {
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw new UnauthenticatedError("Invalid authorization header, expected 'Bearer <token>'");
    return this.verify(match[1]);
  }
}
