import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import lockfile from "proper-lockfile";

export class DatabaseLockedError extends Error {
  constructor(dir: string) {
    super(`The embedded database in ${dir} is in use by another process. Stop it first, or set DATA_DIR to another directory.`);
  }
}

/** A live holder touches its lock every 5 s; a lock untouched for 15 s is a dead one's. */
const LOCK_OPTIONS = { stale: 15_000, update: 5_000 };

const lockPathOf = (dir: string) => `${dir}.lock`;
/** Beside the lock, not in it: proper-lockfile's lock is a directory it removes with rmdir. */
const holderPathOf = (dir: string) => `${dir}.lock-holder`;

interface Holder {
  pid: number;
  host: string;
}

/**
 * PGlite has no server to arbitrate access: two processes on one directory corrupt it, so every opener locks it.
 * The holder's process id is written beside the lock, so that after a crash (a killed server, a power cut) the
 * next start takes over at once when that process is gone, instead of refusing until the lock goes stale.
 */
export async function lockEmbeddedDatabase(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const lockfilePath = lockPathOf(dir);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, { lockfilePath, ...LOCK_OPTIONS });
  } catch (error) {
    if ((error as { code?: string }).code !== "ELOCKED") throw error;
    if (!heldByDeadProcess(dir)) throw new DatabaseLockedError(dir);
    // proper-lockfile's own stale-lock takeover has the same check-then-remove shape; the lock's mkdir still
    // lets only one of two starters racing here through.
    rmSync(lockfilePath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(dir, { lockfilePath, ...LOCK_OPTIONS });
    } catch (again) {
      if ((again as { code?: string }).code === "ELOCKED") throw new DatabaseLockedError(dir);
      throw again;
    }
  }
  const holder: Holder = { pid: process.pid, host: hostname() };
  writeFileSync(holderPathOf(dir), JSON.stringify(holder));
  return async () => {
    rmSync(holderPathOf(dir), { force: true });
    await release();
  };
}

/** Only a process of this machine can be checked; a holder elsewhere (a shared volume) is trusted to the stale time. */
function heldByDeadProcess(dir: string): boolean {
  let holder: Holder;
  try {
    holder = JSON.parse(readFileSync(holderPathOf(dir), "utf8")) as Holder;
  } catch {
    return false;
  }
  if (holder.host !== hostname() || !Number.isInteger(holder.pid) || holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    // EPERM: alive, someone else's.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
