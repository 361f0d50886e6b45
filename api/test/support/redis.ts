import { spawnSync } from "node:child_process";
import Redis from "ioredis";
import { startRedis } from "./redis-process";

/**
 * The Redis that the tests of state shared between replicas use: TEST_REDIS_URL's, else one this
 * run starts from Debian's redis-server (CI installs it), so the tests need no Redis of the machine's.
 */
const URL_VAR = "TEST_REDIS_URL";
const REACHABLE_VAR = "SHOP_TEST_REDIS_REACHABLE";

export const TEST_REDIS_URL = process.env[URL_VAR] ?? "redis://127.0.0.1:6379";

/** Global setup: start a Redis unless one was given, and note whether it answers. */
export async function provideRedis(): Promise<{ stop(): void } | undefined> {
  let started: { url: string; stop(): void } | undefined;
  if (!process.env[URL_VAR] && spawnSync("redis-server", ["--version"]).status === 0) {
    started = await startRedis();
    process.env[URL_VAR] = started.url;
  }
  const client = new Redis(process.env[URL_VAR] ?? TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
    process.env[REACHABLE_VAR] = "yes";
  } catch {
    process.env[REACHABLE_VAR] = "no";
  } finally {
    client.disconnect();
  }
  return started;
}

/**
 * `describe` for tests that need Redis. Like the replica test, they run everywhere `npm test` runs:
 * without a Redis they fail at once, saying what to install, instead of passing unseen.
 */
export const describeWithRedis = (name: string, fn: () => void) =>
  describe(name, () => {
    beforeAll(() => {
      if (process.env[REACHABLE_VAR] !== "yes") {
        throw new Error(
          `No Redis: install redis-server (apt-get install redis-server) or set ${URL_VAR}; nothing answered at ${TEST_REDIS_URL}`,
        );
      }
    });
    fn();
  });
