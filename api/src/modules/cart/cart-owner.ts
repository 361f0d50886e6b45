import { UnauthenticatedError, ValidationError } from "../../common/errors";

/** Most units of one product, size and color a bag holds (the storefront's stepper stops there too). */
export const MAX_LINE_QUANTITY = 999;

/** Whose bag: a signed-in customer's, or a guest's by the id their browser made up. */
export type CartOwner = { userId: string } | { guestId: string };

/**
 * The storefront makes guest ids `guest_<timestamp>_<random>`. Requiring the random part keeps
 * them unguessable: a guest id is the only key to a guest's bag.
 */
const GUEST_ID = /^guest_\d{10,16}_[A-Za-z0-9]{6,64}$/;

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

export function validGuestId(guestId: string | null | undefined): string {
  if (!guestId) throw ValidationError.field("guestId", "A guest id is required when nobody is signed in");
  if (!GUEST_ID.test(guestId)) throw ValidationError.field("guestId", "Invalid guest id");
  return guestId;
}
