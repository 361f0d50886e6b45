import { Algorithm, hash, verify } from "@node-rs/argon2";

/** argon2id with the library's recommended cost. */
export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: Algorithm.Argon2id });

export const passwordMatches = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

/**
 * Checked against when the email is unknown, so that a wrong email takes as long as a wrong
 * password and response times do not reveal who has an account.
 */
export const UNKNOWN_USER_HASH = hashPassword("no-such-user-placeholder");
