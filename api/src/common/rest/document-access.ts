import { z } from "zod";
import type { Viewer } from "../auth/viewer";
import { UnauthenticatedError } from "../errors";
import { parseRequest } from "./parse";
import type { RestCall } from "./route";

/** The query of a file an order's link opens: the link's key, or nothing beside a bearer token. */
export const documentKeyQuery = z.object({
  key: z.string().optional().describe("The key of a link the shop gave (an email, pdfUrl, a return's photos); without it, a bearer token"),
});

/**
 * Whether the caller may open a file of `orderId` (an invoice, a return's photo): with the link's
 * key, or signed in as its customer or an admin (order.getOrder says NOT_FOUND to anyone else).
 */
export async function mayOpenOrderFile(call: RestCall, orderId: string, keyIsValid: (key: string) => boolean): Promise<void> {
  const { key } = parseRequest(documentKeyQuery, call.req.query);
  if (key && keyIsValid(key)) return;
  const viewer: Viewer | null = call.ctx.viewer;
  if (!viewer)
    throw call.ctx.tokenProblem ?? new UnauthenticatedError(key ? "This link's key is not valid; sign in to download" : undefined);
  await call.ctx.services.order.getOrder(viewer, orderId);
}
