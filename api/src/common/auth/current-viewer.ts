import { UnauthenticatedError } from "../errors";
import type { RequestContext } from "../context";
import { Viewer } from "./viewer";

/** The signed-in viewer, or the reason there is none (no token, or an expired or tampered one). */
export function requireViewer(ctx: Pick<RequestContext, "viewer" | "tokenProblem">): Viewer {
  if (!ctx.viewer) throw ctx.tokenProblem ?? new UnauthenticatedError();
  return ctx.viewer;
}
