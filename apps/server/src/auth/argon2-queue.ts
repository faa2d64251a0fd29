import { availableParallelism } from "node:os";
import pLimit from "p-limit";

export interface Argon2Stats {
  /** argon2 hashes and verifications started since the process began. */
  hashes: number;
  verifies: number;
  /** Running now (never more than `concurrency`) and waiting for a slot. */
  active: number;
  queued: number;
  concurrency: number;
}

export interface Argon2Queue {
  run<T>(kind: "hash" | "verify", work: () => Promise<T>): Promise<T>;
  stats(): Argon2Stats;
}

/**
 * Every argon2 hash and verify of the process waits here for one of about one slot per core. argon2 runs
 * on libuv's thread pool (4 threads by default), which file, DNS and zlib work shares: uncapped, a login
 * storm would fill the pool and stall every other route. Process-wide on purpose: two apps in one process
 * (tests) still share the same cores.
 */
function createArgon2Queue(concurrency: number): Argon2Queue {
  const limit = pLimit(concurrency);
  const started = { hash: 0, verify: 0 };
  return {
    run(kind, work) {
      return limit(() => {
        started[kind] += 1;
        return work();
      });
    },
    stats: () => ({ hashes: started.hash, verifies: started.verify, active: limit.activeCount, queued: limit.pendingCount, concurrency }),
  };
}

export const argon2Queue: Argon2Queue = createArgon2Queue(Math.max(1, availableParallelism()));
