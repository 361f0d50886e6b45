import { createSecretKey, type KeyObject, randomUUID } from "node:crypto";
import jwt from "jsonwebtoken";
import { UnauthenticatedError } from "../errors";
import { UserRole } from "./roles";
import { type Viewer } from "./viewer";

interface TokenClaims {
  sub: string;
  role: UserRole;
  /** The account's session version when the token was issued: raising it ends every earlier token. */
  sv: number;
  /** The token's own id, so that logging out can end this one token. */
  jti: string;
}

/** What a bearer token with a valid signature claims; whether it is still current is the auth domain's call. */
export interface SignedSession {
  /** The token's claim; the permissions are the account's, read when the session is checked. */
  viewer: Pick<Viewer, "userId" | "role">;
  sessionVersion: number;
  tokenId: string;
  expiresAt: Date;
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

  issue(viewer: Pick<Viewer, "userId" | "role">, sessionVersion: number): string {
    const claims: TokenClaims = { sub: viewer.userId, role: viewer.role, sv: sessionVersion, jti: randomUUID() };
    return jwt.sign(claims, this.secret, {
      algorithm: "HS256",
      expiresIn: this.expiresIn as jwt.SignOptions["expiresIn"],
    });
  }

  /** Throws UnauthenticatedError for an expired, tampered or malformed token. */
  verify(token: string): SignedSession {
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: ["HS256"] }) as jwt.JwtPayload & TokenClaims;
      if (
        typeof claims.sub !== "string" ||
        !Object.values(UserRole).includes(claims.role) ||
        !Number.isInteger(claims.sv) ||
        typeof claims.jti !== "string" ||
        typeof claims.exp !== "number"
      ) {
        throw new Error("unexpected claims");
      }
      return {
        viewer: { userId: claims.sub, role: claims.role },
        sessionVersion: claims.sv,
        tokenId: claims.jti,
        expiresAt: new Date(claims.exp * 1000),
      };
    } catch (err) {
      if (err instanceof jwt.TokenExpiredError) {
        throw new UnauthenticatedError("Your session has expired, please log in again");
      }
      throw new UnauthenticatedError("Invalid token, please log in again");
    }
  }

  /** Reads `Authorization: Bearer <token>`; no header means no session. */
  sessionFromHeader(header: string | undefined): SignedSession | null {
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw new UnauthenticatedError("Invalid authorization header, expected 'Bearer <token>'");
    return this.verify(match[1]);
  }
}
