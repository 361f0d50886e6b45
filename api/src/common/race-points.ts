/**
 * Named points inside transactions where a test can hold one request, its locks held, while a
 * competing request runs (Saleor's race trigger, made explicit). Race tests then prove a lock by
 * construction instead of hoping two requests overlap: the second request must wait at the lock,
 * and the test fails when the lock is gone.
 *
 * In production nothing is ever held: `racePoint` is one lookup in an empty map.
 */
export type RacePoint =
  /** Inside a cancellation (customer's or shop's): the order's row is locked and its status read. */
  | "fulfilment:cancelling"
  /** Inside the release of unpaid checkouts (expired, or given up): their rows are locked and marked, stock not yet back. */
  | "checkout:releasing"
  /** Inside a payment's settlement: its checkout's row is locked and found open (inside its window), not yet paid. */
  | "checkout:paying"
  /** Inside a checkout using a coupon: its use is taken (the coupon's row locked, its count raised), not yet committed. */
  | "coupon:redeeming"
  /** Inside a checkout: its stock is taken (the variants' rows decremented), not yet committed. */
  | "checkout:stock-taken";

interface Hold {
  reached(): void;
  released: Promise<void>;
}

const holds = new Map<RacePoint, Hold>();

/** Where a transaction may be held by a test. The first request to arrive after `holdAt` is held; any others pass. */
export async function racePoint(name: RacePoint): Promise<void> {
  if (holds.size === 0) return;
  const hold = holds.get(name);
  if (!hold) return;
  holds.delete(name);
  hold.reached();
  await hold.released;
}

/** Tests only: holds the next request that reaches `name` until `release` is called. */
export function holdAt(name: RacePoint): { reached: Promise<void>; release(): void } {
  if (process.env.NODE_ENV !== "test") throw new Error("Race points can only be held in tests");
  let reached!: () => void;
  let release!: () => void;
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  holds.set(name, { reached, released: new Promise<void>((resolve) => (release = resolve)) });
  return {
    reached: reachedPromise,
    release: () => {
      holds.delete(name);
      release();
    },
  };
}
