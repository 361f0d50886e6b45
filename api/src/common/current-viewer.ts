import { ForbiddenError, UnauthenticatedError } from "./errors";
import type { RequestContext } from "./context";
import { isAdmin, type Viewer } from "./auth/viewer";

/** The signed-in viewer, or the reason there is none (no token, or an expired or tampered one). */
export function requireViewer(ctx: Pick<RequestContext, "viewer" | "tokenProblem">): Viewer {
  if (!ctx.viewer) throw ctx.tokenProblem ?? new UnauthenticatedError();
  return ctx.viewer;
}

/** The signed-in admin, for operations that are admin-only only for some arguments (e.g. includeUnpublished). */
export function requireAdmin(ctx: Pick<RequestContext, "viewer" | "tokenProblem">): Viewer {
  const viewer = requireViewer(ctx);
  if (!isAdmin(viewer)) throw new ForbiddenError("Only an admin can do this");
  return viewer;
}
