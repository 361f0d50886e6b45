import type { Permission } from "./permissions";
import { UserRole } from "./roles";

/** Who is making the request, as proven by their bearer token. */
export interface Viewer {
  userId: string;
  role: UserRole;
  /** A staff member's permissions, read with the session check (once per request); none for a customer. */
  permissions: readonly Permission[];
}

/** A staff member (UserRole ADMIN), whatever their role's permissions. */
export const isAdmin = (viewer: Pick<Viewer, "role"> | null | undefined): boolean => viewer?.role === UserRole.ADMIN;

/** Whether the viewer is staff holding at least one of `permissions`. */
export const mayDo = (viewer: Viewer | null | undefined, permissions: readonly Permission[]): boolean =>
  isAdmin(viewer) && permissions.some((p) => viewer!.permissions.includes(p));
