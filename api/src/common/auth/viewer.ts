import { UserRole } from "./roles";

/** Who is making the request, as proven by their bearer token. */
export interface Viewer {
  userId: string;
  role: UserRole;
}

export const isAdmin = (viewer: Viewer | null | undefined): boolean => viewer?.role === UserRole.ADMIN;
