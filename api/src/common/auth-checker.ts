import { type AuthCheckerInterface, type ResolverData } from "type-graphql";
import { ForbiddenError, UnauthenticatedError } from "./errors";
import { type RequestContext } from "./context";
import { ADMIN } from "./auth/roles";
import { isAdmin } from "./auth/viewer";

/**
 * Decides `@Authorized()` and `@Authorized("ADMIN")`. Throws our own errors so that
 * anonymous callers get UNAUTHENTICATED and customers get FORBIDDEN.
 */
export class AuthChecker implements AuthCheckerInterface<RequestContext> {
  check({ context }: ResolverData<RequestContext>, roles: string[]): boolean {
    if (!context.viewer) throw context.tokenProblem ?? new UnauthenticatedError();
    if (roles.includes(ADMIN) && !isAdmin(context.viewer)) {
      throw new ForbiddenError("Only an admin can do this");
    }
    return true;
  }
}
