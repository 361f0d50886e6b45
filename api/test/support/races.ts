import { holdAt, type RacePoint } from "../../src/common/race-points";
import type { TestShop } from "./test-shop";

export interface RaceOutcome<A, B> {
  first: A;
  second: B;
  /** Whether the second request waited for a lock the held first one had (rather than running through). */
  secondWaited: boolean;
}

/**
 * Races two requests by construction: `first` runs until it reaches `point` and is held there
 * (its transaction open, its row locks held); then `second` runs until it either finishes or waits
 * for a lock in this shop's database; then `first` goes on. A lock that is there makes `second`
 * wait (and see `first`'s outcome once it commits); without the lock, `second` runs through on the
 * state `first` has not yet changed, and the test's end-state checks fail.
 */
export async function race<A, B>(
  t: TestShop,
  point: RacePoint,
  first: () => PromiseLike<A>,
  second: () => PromiseLike<B>,
): Promise<RaceOutcome<A, B>> {
  const hold = holdAt(point);
  try {
    const firstDone = Promise.resolve(first());
    await Promise.race([
      hold.reached,
      firstDone.then(() => Promise.reject(new Error(`the first request finished without reaching ${point}`))),
    ]);
    let secondFinished = false;
    const secondDone = Promise.resolve(second()).finally(() => (secondFinished = true));
    let secondWaited = false;
    for (const deadline = Date.now() + 10_000; !secondFinished && !secondWaited;) {
      if (Date.now() > deadline) throw new Error(`the second request neither finished nor waited for a lock within 10 s of ${point}`);
      secondWaited = await someoneWaitsForALock(t);
      if (!secondWaited) await new Promise((r) => setTimeout(r, 20));
    }
    hold.release();
    const [a, b] = await Promise.all([firstDone, secondDone]);
    return { first: a, second: b, secondWaited };
  } finally {
    hold.release();
  }
}

async function someoneWaitsForALock(t: TestShop): Promise<boolean> {
  const [{ waiting }] = await t.dataSource.query(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return waiting > 0;
}
