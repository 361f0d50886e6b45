import type { UnauthenticatedError } from "../../common/errors";
import { validGuestId } from "./guest-id";

/** Most units of one product, size and color a bag holds (the storefront's stepper stops there too). */
export const MAX_LINE_QUANTITY = 999;

/** Whose bag: a signed-in customer's, or a guest's by its guest id (guest-id.ts). */
export type CartOwner = { userId: string } | { guestId: string };

/**
 * The bag a request works on: the signed-in customer's, else the guest's. A token that was sent
 * but proves nobody (expired, tampered) is refused rather than silently falling back to a guest
 * bag the shopper does not expect.
 */
export function cartOwner(
  signedIn: { userId: string } | null,
  guestId: string | null | undefined,
  tokenProblem?: UnauthenticatedError | null,
): CartOwner {
  if (tokenProblem) throw tokenProblem;
  if (signedIn) return { userId: signedIn.userId };
  return { guestId: validGuestId(guestId) };
}
