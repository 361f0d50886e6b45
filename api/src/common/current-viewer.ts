import { UnauthenticatedError } from "./errors";
import type { RequestContext } from "./context";
import { mayDo, type Viewer } from "./auth/viewer";
import type { Permission } from "./auth/permissions";
import { forbidden } from "./auth-checker";

/** The signed-in viewer, or the reason there is none (no token, or an expired or tampered one). */
export function requireViewer(ctx: Pick<RequestContext, "viewer" | "tokenProblem">): Viewer {
  if (!ctx.viewer) throw ctx.tokenProblem ?? new UnauthenticatedError();
  return ctx.viewer;
}

/** The signed-in staff member holding one of `permissions`, for operations that are admin-only only for some arguments (e.g. includeUnpublished). */
export function requirePermission(
  ctx: Pick<RequestContext, "viewer" | "tokenProblem">,
  ...permissions: [Permission, ...Permission[]]
): Viewer {
  const viewer = requireViewer(ctx);
  if (!mayDo(viewer, permissions)) throw forbidden(viewer, permissions);
  return viewer;
}
