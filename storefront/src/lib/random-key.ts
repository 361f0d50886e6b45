/**
 * A random key for one attempt at placing an order: the server answers a repeated key with the
 * same checkout, so a retry after a lost answer never places a second order. Built from the
 * CSPRNG directly because crypto.randomUUID exists only on secure (https) origins.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
