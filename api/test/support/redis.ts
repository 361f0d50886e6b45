import Redis from "ioredis";

/** The Redis the replica-sharing tests use (CI's machine runs one on the default port). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const REACHABLE_VAR = "SHOP_TEST_REDIS_REACHABLE";

/** Global setup: whether that Redis answers, so its tests can say they were skipped and why. */
export async function probeRedis(): Promise<void> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    process.env[REACHABLE_VAR] = "yes";
  } catch {
    process.env[REACHABLE_VAR] = "no";
  } finally {
    client.disconnect();
  }
}

/** `describe` for tests that need Redis; reported as skipped, with the reason in the name, without it. */
export const describeWithRedis = (name: string, fn: () => void) =>
  process.env[REACHABLE_VAR] === "yes" ? describe(name, fn) : describe.skip(`${name} (skipped: no Redis at ${TEST_REDIS_URL})`, fn);
