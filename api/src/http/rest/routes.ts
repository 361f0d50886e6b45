import { authRoutes } from "../../modules/auth/auth.routes";
import type { RestRoute } from "./route";

/** Every REST route of the shim; a domain's routes are listed here once. */
export const restRoutes: RestRoute[] = [...authRoutes];
