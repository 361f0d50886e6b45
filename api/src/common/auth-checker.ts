import { type AuthCheckerInterface, type ResolverData } from "type-graphql";
import { ForbiddenError, UnauthenticatedError } from "./errors";
import { type RequestContext } from "./context";
import { type Permission } from "./auth/permissions";
import { isAdmin, mayDo, type Viewer } from "./auth/viewer";

/**
 * Decides `@Authorized()` (signed in) and `@Requires(...)` (a staff member holding one of the
 * permissions). The viewer's permissions were read with its session, once per request. Throws our
 * own errors so that anonymous callers get UNAUTHENTICATED and everyone else FORBIDDEN.
 */
export class AuthChecker implements AuthCheckerInterface<RequestContext> {
  check({ context }: ResolverData<RequestContext>, permissions: string[]): boolean {
    if (!context.viewer) throw context.tokenProblem ?? new UnauthenticatedError();
    if (permissions.length && !mayDo(context.viewer, permissions as Permission[]))
      throw forbidden(context.viewer, permissions as Permission[]);
    return true;
  }
}

/** The refusal of a caller without the permission an operation requires: a customer hears it is for admins, staff which permission it needs. */
export function forbidden(viewer: Pick<Viewer, "role">, permissions: readonly Permission[]): ForbiddenError {
  if (!isAdmin(viewer)) return new ForbiddenError("Only an admin can do this");
  return new ForbiddenError(
    permissions.length === 1
      ? `You need the ${permissions[0]} permission to do this`
      : `You need one of the ${permissions.join(", ")} permissions to do this`,
  );
}
