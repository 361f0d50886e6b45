import { z } from "zod";
import { UserRole } from "../../common/auth/roles";
import { restShape } from "../../common/rest/shapes";

export const RestUser = restShape(
  "User",
  "The signed-in user; the address fields prefill the checkout",
  z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    signInPhone: z.string().nullable(),
    role: z.enum(UserRole),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
  }),
);

export const RestSignedIn = restShape(
  "AuthResponse",
  "What signing in answers: the user, a bearer token for the Authorization header, and a notice",
  z.object({ user: RestUser, token: z.string(), message: z.string() }),
);
